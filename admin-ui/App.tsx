import { CssBaseline } from "@mui/material";
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore, Resource } from "react-admin";
import { BrowserRouter, Route } from "react-router-dom";
import { authProvider } from "./authProvider";
import { Dashboard } from "./dashboard/Dashboard";
import { dataProvider } from "./dataProvider";
import { i18nProvider } from "./i18n/provider";
import { AuthLoading } from "./layout/AuthLoading";
import { FarmLayout } from "./layout/FarmLayout";
import { FarmProvider } from "./layout/FarmContext";
import { NotFound } from "./layout/NotFound";
import { Toasts } from "./layout/Toasts";
import { ConflictHost } from "./offline/conflict/ConflictHost";
import { CUSTOM_SCREENS, RESOURCES } from "./navigation/registry";
import { lazyScreen } from "./lib/lazy-screen";
import { queryClient } from "./queryClient";
import { theme } from "./theme";

// The sign-in page is its own chunk: a signed-in user (most loads) never downloads it, a signed-out one downloads it
// beside the texts while the session is checked.
const LoginPage = lazyScreen(() => import("./auth/LoginPage"), (m) => m.LoginPage, <AuthLoading />);

// react-admin's pages for what rarely happens, loaded when shown (no spinner: they are rare and quick).
const AppError = lazyScreen(() => import("./layout/rarely-shown-pages"), (m) => m.Error, null);
const AccessDenied = lazyScreen(() => import("./layout/rarely-shown-pages"), (m) => m.AccessDenied, null);
const AuthenticationError = lazyScreen(() => import("./layout/rarely-shown-pages"), (m) => m.AuthenticationError, null);
const AuthCallback = lazyScreen(() => import("./layout/rarely-shown-pages"), (m) => m.AuthCallback, null);

/** Where react-admin keeps its preferences (the sign-in page's language among them): the browser, as <Admin> does. */
const store = localStorageStore();

/**
 * The admin SPA: react-admin on the API's simple-rest collections. Data is stale at once and never refetched
 * on focus (spec 000 section 7); every change refreshes the lists it touches.
 */
export function App() {
  return (
    // Real paths (/dashboard, /admin ...), not react-admin's default hash router: the server answers every path.
    <BrowserRouter>
      <FarmProvider>
        {/*
          What react-admin's <Admin> is (AdminContext, then CssBaseline around CoreAdminUI and the notification),
          with our own pages only: <Admin> also bundles its default layout, sign-in form, menus and error pages
          into the first script even when every one of them is replaced.
        */}
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} queryClient={queryClient} store={store}>
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              title="Farm Cost Manager"
              requireAuth
              disableTelemetry
              dashboard={Dashboard}
              layout={FarmLayout}
              loginPage={LoginPage}
              loading={AuthLoading}
              catchAll={NotFound}
              error={AppError}
              accessDenied={AccessDenied}
              authenticationError={AuthenticationError}
              authCallbackPage={AuthCallback}
            >
              {/* Every resource and screen comes from the registry (navigation/registry.ts); the layout checks roles. */}
              {RESOURCES.map(({ name, list, create, edit, icon }) => (
                <Resource key={name} name={name} list={list} create={create} edit={edit} icon={icon} />
              ))}
              <CustomRoutes>
                {CUSTOM_SCREENS.map(({ id, path, element: Screen }) => (
                  <Route key={id} path={path} element={<Screen />} />
                ))}
              </CustomRoutes>
            </CoreAdminUI>
            <Toasts />
            <ConflictHost />
          </CssBaseline>
        </AdminContext>
      </FarmProvider>
    </BrowserRouter>
  );
}
