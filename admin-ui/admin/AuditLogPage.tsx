import { Box } from "@mui/material";
import { Datagrid, DateField, DateInput, FunctionField, List, SimpleList, TextField, TextInput } from "react-admin";
import { useIsSmall } from "../layout/useIsSmall";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";

// The audit endpoint's filter keys (DECISIONS.md, "Files and backups").
const filters = [
  <TextInput key="resource" source="resource" label="Resource" alwaysOn />,
  <TextInput key="action" source="action" label="Action" alwaysOn />,
  <TextInput key="userId" source="userId" label="User id" />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

/** What a change carried, shortened: the full JSON is in the title. */
function changes(record: { changes?: unknown }) {
  if (record.changes === null || record.changes === undefined) return "";
  const text = JSON.stringify(record.changes);
  return (
    <Box component="span" title={text} sx={{ fontFamily: "monospace", fontSize: 12 }}>
      {text.length > 80 ? `${text.slice(0, 80)}…` : text}
    </Box>
  );
}

interface AuditRow {
  id: number | string;
  at: string;
  username?: string | null;
  action: string;
  resource: string;
  resourceId?: string | number | null;
  changes?: unknown;
}

/** /admin/audit: every write, newest first, from /api/admin/audit (a simple-rest collection); a list on a phone. */
export function AuditLogPage() {
  const small = useIsSmall();
  return (
    <AdminOnly>
      <AdminHeader title="Audit Log" subtitle="Who changed what, and when" />
      <List resource="admin/audit" filters={filters} sort={{ field: "at", order: "DESC" }} perPage={25} title="Audit Log" disableSyncWithLocation exporter={false}>
        {small ? (
          <SimpleList<AuditRow>
            rowClick={false}
            primaryText={(r) => `${r.action} ${r.resource} ${r.resourceId ?? ""}`}
            secondaryText={(r) => r.username ?? ""}
            tertiaryText={(r) => new Date(r.at).toLocaleString()}
          />
        ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="at" label="When" showTime />
          <TextField source="username" label="User" />
          <TextField source="action" label="Action" />
          <TextField source="resource" label="Resource" />
          <TextField source="resourceId" label="Record" />
          <FunctionField label="Changes" render={changes} />
        </Datagrid>
        )}
      </List>
    </AdminOnly>
  );
}
