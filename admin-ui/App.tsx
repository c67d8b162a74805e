import { Admin, CustomRoutes, Resource } from "react-admin";
import { BrowserRouter } from "react-router-dom";
import { LoginPage } from "./auth/LoginPage";
import { authProvider } from "./authProvider";
import { Dashboard } from "./dashboard/Dashboard";
import { dataProvider } from "./dataProvider";
import { i18nProvider } from "./i18n/provider";
import { AuthLoading } from "./layout/AuthLoading";
import { FarmLayout } from "./layout/FarmLayout";
import { FarmProvider } from "./layout/FarmContext";
import { NotFound } from "./layout/NotFound";
import { ToastNotification } from "./layout/ToastNotification";
import {
  customRoutes,
  FieldList,
  LandlordCreate,
  LandlordEdit,
  LandlordList,
  LeaseCreate,
  LeaseEdit,
  LeaseList,
  PaymentCreate,
  PaymentList,
  TaskList,
} from "./routes";
import { queryClient } from "./queryClient";
import { theme } from "./theme";

/**
 * The admin SPA: react-admin on the API's simple-rest collections. Data is stale at once and never refetched
 * on focus (spec 000 section 7); every change refreshes the lists it touches.
 */
export function App() {
  return (
    // Real paths (/dashboard, /admin ...), not react-admin's default hash router: the server answers every path.
    <BrowserRouter>
      <FarmProvider>
        <Admin
          title="Farm Cost Manager"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          requireAuth
          disableTelemetry
          dashboard={Dashboard}
          layout={FarmLayout}
          loginPage={LoginPage}
          loading={AuthLoading}
          catchAll={NotFound}
          notification={ToastNotification}
          theme={theme}
          queryClient={queryClient}
        >
          <Resource name="entities" />
          <Resource name="fields" list={FieldList} />
          <Resource name="tasks" list={TaskList} />
          <Resource name="task-categories" />
          <Resource name="fertilizers" />
          <Resource name="landlords" list={LandlordList} create={LandlordCreate} edit={LandlordEdit} />
          <Resource name="leases" list={LeaseList} create={LeaseCreate} edit={LeaseEdit} />
          <Resource name="payments" list={PaymentList} create={PaymentCreate} />
          <CustomRoutes>{customRoutes}</CustomRoutes>
        </Admin>
      </FarmProvider>
    </BrowserRouter>
  );
}
