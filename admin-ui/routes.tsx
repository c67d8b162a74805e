import { Route } from "react-router-dom";
import { Dashboard } from "./dashboard/Dashboard";
import { lazyScreen } from "./lib/lazy-screen";

// Every screen but the dashboard is its own chunk, downloaded when first opened (the first screen stays small).
export const FieldList = lazyScreen(() => import("./fields/FieldList"), (m) => m.FieldList);
export const TaskList = lazyScreen(() => import("./tasks/TaskList"), (m) => m.TaskList);
export const LandlordList = lazyScreen(() => import("./landlords/LandlordList"), (m) => m.LandlordList);
export const LandlordCreate = lazyScreen(() => import("./landlords/LandlordForms"), (m) => m.LandlordCreate);
export const LandlordEdit = lazyScreen(() => import("./landlords/LandlordForms"), (m) => m.LandlordEdit);
export const LeaseList = lazyScreen(() => import("./leases/LeaseList"), (m) => m.LeaseList);
export const LeaseCreate = lazyScreen(() => import("./leases/LeaseCreateEdit"), (m) => m.LeaseCreate);
export const LeaseEdit = lazyScreen(() => import("./leases/LeaseCreateEdit"), (m) => m.LeaseEdit);
export const PaymentList = lazyScreen(() => import("./payments/Payments"), (m) => m.PaymentList);
export const PaymentCreate = lazyScreen(() => import("./payments/Payments"), (m) => m.PaymentCreate);
const ReportsPage = lazyScreen(() => import("./reports/ReportsPage"), (m) => m.ReportsPage);
const MapsPage = lazyScreen(() => import("./maps/MapsPage"), (m) => m.MapsPage);
const SettingsPage = lazyScreen(() => import("./settings/SettingsPage"), (m) => m.SettingsPage);
const EquipmentReportsPage = lazyScreen(() => import("./equipment/EquipmentReportsPage"), (m) => m.EquipmentReportsPage);
const StoneInvoicePage = lazyScreen(() => import("./equipment/StoneInvoicePage"), (m) => m.StoneInvoicePage);
const UserManagementPage = lazyScreen(() => import("./admin/UserManagementPage"), (m) => m.UserManagementPage);
const RecoveryPage = lazyScreen(() => import("./admin/RecoveryPage"), (m) => m.RecoveryPage);
const BackupPage = lazyScreen(() => import("./admin/BackupPage"), (m) => m.BackupPage);
const AuditLogPage = lazyScreen(() => import("./admin/AuditLogPage"), (m) => m.AuditLogPage);
const ChartOfAccountsPage = lazyScreen(() => import("./accounting/ChartOfAccountsPage"), (m) => m.ChartOfAccountsPage);
const FieldReportPage = lazyScreen(() => import("./field-report/FieldReportPage"), (m) => m.FieldReportPage);
const RecordWorkPage = lazyScreen(() => import("./crew/RecordWorkPage"), (m) => m.RecordWorkPage);
const PriceListPage = lazyScreen(() => import("./admin/PriceListPage"), (m) => m.PriceListPage);
const StatementPage = lazyScreen(() => import("./landlords/StatementPage"), (m) => m.StatementPage);

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
  <Route key="price-list" path="/admin/price-list" element={<PriceListPage />} />,
  <Route key="record" path="/record" element={<RecordWorkPage />} />,
  <Route key="landlord-statement" path="/landlords/:id/statement" element={<StatementPage />} />,
  <Route key="field-report" path="/entities/:entityId/fields/:fieldId/reports" element={<FieldReportPage />} />,
];
