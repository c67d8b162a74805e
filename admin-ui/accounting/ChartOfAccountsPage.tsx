import { Alert, Box, Card, CardContent, CardHeader } from "@mui/material";
import { useState } from "react";
import { AdminHeader } from "../admin/AdminHeader";
import { AdminOnly } from "../admin/AdminOnly";
import { useFarm } from "../layout/FarmContext";
import { AccountsTable } from "./AccountsTable";
import { CategoryAccountsTable } from "./CategoryAccountsTable";
import { ExportJournalCard } from "./ExportJournalCard";

/** /admin/accounts: the selected entity's chart of accounts and category coding, and the journal export. */
export function ChartOfAccountsPage() {
  const { entityId } = useFarm();
  // A renumbered account moves the categories coded to it: their table reloads after each account save.
  const [saved, setSaved] = useState(0);
  return (
    <AdminOnly>
      <AdminHeader title="Chart of Accounts" subtitle="The account numbers the invoice, Detailed Operations, journal and Schedule F use" />
      {entityId === null ? (
        <Alert severity="info">Select a farm entity in the top bar.</Alert>
      ) : (
        <Box sx={{ display: "grid", gap: 3 }}>
          <Card>
            <CardHeader title="Accounts" subheader="Renumbering an account moves every category coded to it" />
            <CardContent>
              <AccountsTable entityId={entityId} onSaved={() => setSaved((n) => n + 1)} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Task categories" subheader="The account on the invoice and on Detailed Operations, and the Schedule F line" />
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
