import { Alert, Box, Card, CardContent, CardHeader } from "@mui/material";
import { useState } from "react";
import { AdminHeader } from "../admin/AdminHeader";
import { AdminOnly } from "../admin/AdminOnly";
import { useFarm } from "../layout/FarmContext";
import { AccountsTable } from "./AccountsTable";
import { CategoryAccountsTable } from "./CategoryAccountsTable";
import { ExportJournalCard } from "./ExportJournalCard";
import { useTranslate } from "react-admin";

/** /admin/accounts: the selected entity's chart of accounts and category coding, and the journal export. */
export function ChartOfAccountsPage() {
  const translate = useTranslate();
  const { entityId } = useFarm();
  // A renumbered account moves the categories coded to it: their table reloads after each account save.
  const [saved, setSaved] = useState(0);
  return (
    <AdminOnly>
      <AdminHeader title={translate("accounting.chartOfAccounts")} subtitle={translate("accounting.theAccountNumbersTheInvoice")} />
      {entityId === null ? (
        <Alert severity="info">{translate("accounting.selectAFarmEntityIn")}</Alert>
      ) : (
        <Box sx={{ display: "grid", gap: 3 }}>
          <Card>
            <CardHeader title={translate("accounting.accounts")} subheader={translate("accounting.renumberingAnAccountMovesEvery")} />
            <CardContent>
              <AccountsTable entityId={entityId} onSaved={() => setSaved((n) => n + 1)} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={translate("accounting.taskCategories")} subheader={translate("accounting.theAccountOnTheInvoice")} />
            <CardContent>
              <CategoryAccountsTable entityId={entityId} reload={saved} />
            </CardContent>
          </Card>
          <ExportJournalCard entityId={entityId} />
        </Box>
      )}
    </AdminOnly>
  );
}
