import { Route } from "react-router-dom";
import { ChartOfAccountsPage } from "./accounting/ChartOfAccountsPage";
import { AuditLogPage } from "./admin/AuditLogPage";
import { BackupPage } from "./admin/BackupPage";
import { RecoveryPage } from "./admin/RecoveryPage";
import { UserManagementPage } from "./admin/UserManagementPage";
import { Dashboard } from "./dashboard/Dashboard";
import { MapsPage } from "./maps/MapsPage";
import { ReportsPage } from "./reports/ReportsPage";
import { EquipmentReportsPage } from "./equipment/EquipmentReportsPage";
import { StoneInvoicePage } from "./equipment/StoneInvoicePage";
import { FieldReportPage } from "./field-report/FieldReportPage";
import { StatementPage } from "./landlords/StatementPage";
import { SettingsPage } from "./settings/SettingsPage";

/**
 * The custom screens inside the shell (react-admin <CustomRoutes>). The resource tabs (fields, tasks) are
 * <Resource> lists; the others are listed here.
 */
export const customRoutes = [
  <Route key="dashboard" path="/dashboard" element={<Dashboard />} />,
  <Route key="reports" path="/reports" element={<ReportsPage />} />,
  <Route key="maps" path="/maps" element={<MapsPage />} />,
  <Route key="settings" path="/settings" element={<SettingsPage />} />,
  <Route key="equipment" path="/equipment-reports" element={<EquipmentReportsPage />} />,
  <Route key="invoice" path="/stone-equipment-invoice" element={<StoneInvoicePage />} />,
  <Route key="admin" path="/admin" element={<UserManagementPage />} />,
  <Route key="recovery" path="/admin/recovery" element={<RecoveryPage />} />,
  <Route key="backup" path="/admin/backup" element={<BackupPage />} />,
  <Route key="audit" path="/admin/audit" element={<AuditLogPage />} />,
  <Route key="accounts" path="/admin/accounts" element={<ChartOfAccountsPage />} />,
  <Route key="landlord-statement" path="/landlords/:id/statement" element={<StatementPage />} />,
  <Route key="field-report" path="/entities/:entityId/fields/:fieldId/reports" element={<FieldReportPage />} />,
];
