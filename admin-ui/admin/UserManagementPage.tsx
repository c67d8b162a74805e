import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import BackupIcon from "@mui/icons-material/Backup";
import HistoryIcon from "@mui/icons-material/History";
import RestoreIcon from "@mui/icons-material/RestoreFromTrash";
import { Box, Button, Card, CardContent, CardHeader } from "@mui/material";
import { Link } from "react-router-dom";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { UsersCard } from "../settings/UsersCard";
import { PendingUsers } from "./PendingUsers";

/** /admin: accounts waiting for approval beside every account and its role, and the way to recovery, backups and the audit log. */
export function UserManagementPage() {
  return (
    <AdminOnly>
      <AdminHeader title="User Management" subtitle="Approve new accounts and manage the system" back="/dashboard" />
      <Box sx={{ display: "flex", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <Button variant="outlined" component={Link} to="/admin/recovery" startIcon={<RestoreIcon />}>
          Data Recovery
        </Button>
        <Button variant="outlined" component={Link} to="/admin/backup" startIcon={<BackupIcon />}>
          Backup Management
        </Button>
        <Button variant="outlined" component={Link} to="/admin/audit" startIcon={<HistoryIcon />}>
          Audit Log
        </Button>
        <Button variant="outlined" component={Link} to="/admin/accounts" startIcon={<AccountBalanceIcon />}>
          Chart of Accounts
        </Button>
      </Box>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1fr)" }, alignItems: "start" }}>
        <Card>
          <CardHeader title="Pending Approvals" subheader="New accounts cannot sign in until approved" />
          <CardContent sx={{ overflowX: "auto" }}>
            <PendingUsers />
          </CardContent>
        </Card>
        <UsersCard sx={{}} />
      </Box>
    </AdminOnly>
  );
}
