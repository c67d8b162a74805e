import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import BackupIcon from "@mui/icons-material/Backup";
import HistoryIcon from "@mui/icons-material/History";
import PriceChangeIcon from "@mui/icons-material/PriceChange";
import RestoreIcon from "@mui/icons-material/RestoreFromTrash";
import { Box, Button, Card, CardContent, CardHeader } from "@mui/material";
import { useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { UsersCard } from "../settings/UsersCard";
import { PendingUsers } from "./PendingUsers";

/**
 * /admin: accounts waiting for approval beside every account with its role and entity grants, and the way to the
 * price list, recovery, backups, the audit log and the chart of accounts.
 */
export function UserManagementPage() {
  const translate = useTranslate();
  return (
    <AdminOnly>
      <AdminHeader title={translate("users.page_title")} subtitle={translate("users.page_subtitle")} back="/dashboard" />
      <Box sx={{ display: "flex", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <Button variant="outlined" component={Link} to="/admin/price-list" startIcon={<PriceChangeIcon />}>
          {translate("priceList.menu")}
        </Button>
        <Button variant="outlined" component={Link} to="/admin/recovery" startIcon={<RestoreIcon />}>
          {translate("users.links.recovery")}
        </Button>
        <Button variant="outlined" component={Link} to="/admin/backup" startIcon={<BackupIcon />}>
          {translate("users.links.backup")}
        </Button>
        <Button variant="outlined" component={Link} to="/admin/audit" startIcon={<HistoryIcon />}>
          {translate("users.links.audit")}
        </Button>
        <Button variant="outlined" component={Link} to="/admin/accounts" startIcon={<AccountBalanceIcon />}>
          {translate("users.links.accounts")}
        </Button>
      </Box>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 3fr)" }, alignItems: "start" }}>
        <Card>
          <CardHeader title={translate("users.pending_title")} subheader={translate("users.pending_subtitle")} />
          <CardContent sx={{ overflowX: "auto" }}>
            <PendingUsers />
          </CardContent>
        </Card>
        <UsersCard sx={{}} />
      </Box>
    </AdminOnly>
  );
}
