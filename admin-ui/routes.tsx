import { Route } from "react-router-dom";
import { Dashboard } from "./dashboard/Dashboard";
import { ComingSoon } from "./pages/ComingSoon";
import { SettingsPage } from "./pages/SettingsPage";

/**
 * The custom screens inside the shell (react-admin <CustomRoutes>). The resource tabs (fields, tasks) are
 * <Resource> lists; the others are listed here.
 */
export const customRoutes = [
  <Route key="dashboard" path="/dashboard" element={<Dashboard />} />,
  <Route key="reports" path="/reports" element={<ComingSoon title="Reports & Analytics" text="Reports for the selected farm entity and crop year are coming soon." />} />,
  <Route key="maps" path="/maps" element={<ComingSoon title="Ranch Maps" text="Ranch map uploads are coming soon." />} />,
  <Route key="settings" path="/settings" element={<SettingsPage />} />,
  <Route key="equipment" path="/equipment-reports" element={<ComingSoon title="Equipment Reports" text="The monthly equipment rental summary is coming soon." />} />,
  <Route key="invoice" path="/stone-equipment-invoice" element={<ComingSoon title="Stone Equipment Invoice" text="The equipment invoice generator is coming soon." />} />,
  <Route key="admin" path="/admin" element={<ComingSoon title="User Management" text="Account approvals, data recovery and backups are coming soon." />} />,
  <Route key="field-report" path="/entities/:entityId/fields/:fieldId/reports" element={<ComingSoon title="Field Report" text="The per-field profitability report is coming soon." />} />,
];
