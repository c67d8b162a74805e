import { Box } from "@mui/material";
import { Datagrid, DateField, DateInput, FunctionField, List, SimpleList, TextField, TextInput, useTranslate } from "react-admin";
import { useIsSmall } from "../layout/useIsSmall";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { dateTime } from "../lib/format";

// The audit endpoint's filter keys (DECISIONS.md, "Files and backups").
const filters = [
  <TextInput key="resource" source="resource" label="admin.resource" alwaysOn />,
  <TextInput key="action" source="action" label="admin.action" alwaysOn />,
  <TextInput key="userId" source="userId" label="admin.userId" />,
  <DateInput key="from" source="from" label="admin.from" alwaysOn />,
  <DateInput key="to" source="to" label="admin.to" alwaysOn />,
];

/** What a change carried, shortened: the full JSON is in the title. */
function changes(record: { changes?: unknown }) {
  if (record.changes === null || record.changes === undefined) return "";
  const text = JSON.stringify(record.changes);
  return (
    // Cut to the column's width (the services record whole records now); the full JSON is in the title.
    <Box component="span" title={text} sx={{ display: "block", maxWidth: { md: 360, lg: 440 }, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontFamily: "monospace", fontSize: 12 }}>
      {text.length > 300 ? `${text.slice(0, 300)}…` : text}
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
  const translate = useTranslate();
  const small = useIsSmall();
  return (
    <AdminOnly>
      <AdminHeader title={translate("admin.auditLog")} subtitle={translate("admin.whoChangedWhatAndWhen")} />
      <List resource="admin/audit" filters={filters} sort={{ field: "at", order: "DESC" }} perPage={25} title={translate("admin.auditLog")} disableSyncWithLocation exporter={false}>
        {small ? (
          <SimpleList<AuditRow>
            rowClick={false}
            primaryText={(r) => `${r.action} ${r.resource} ${r.resourceId ?? ""}`}
            secondaryText={(r) => r.username ?? ""}
            tertiaryText={(r) => dateTime(r.at)}
          />
        ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="at" label={translate("admin.when")} showTime />
          <TextField source="username" label={translate("admin.user")} />
          <TextField source="action" label={translate("admin.action")} />
          <TextField source="resource" label={translate("admin.resource")} />
          <TextField source="resourceId" label={translate("admin.record")} />
          <FunctionField label={translate("admin.changes")} render={changes} />
        </Datagrid>
        )}
      </List>
    </AdminOnly>
  );
}
