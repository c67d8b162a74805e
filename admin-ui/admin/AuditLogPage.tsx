import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useState } from "react";
import { AutocompleteInput, Datagrid, DateInput, FunctionField, List, ReferenceInput, SelectInput, SimpleList, TextInput, useTranslate } from "react-admin";
import { useIsSmall } from "../layout/useIsSmall";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { AUDIT_RESOURCES } from "../../api/client/rules";
import { dateAndTime } from "../lib/format";
import { auditSentence, auditValue, changeRows, fieldLabel, type AuditEntryLike, type Translate } from "./audit-text";

/** The kinds of record the trail names (the audit endpoint's `resource`), worded by the catalogue. */
const KINDS = AUDIT_RESOURCES.map((id) => ({ id, name: `audit.kind_${id}` }));

interface Person {
  username?: string;
  displayName?: string | null;
}
const personName = (u: Person) => (u?.displayName ? `${u.displayName} (${u.username})` : (u?.username ?? ""));

// The audit endpoint's filter keys: the person (userId), the farm entity (entityId), the kind (resource), one
// record (resourceId), the dates.
const filters = [
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput label="audit.person" optionText={personName} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="entityId" source="entityId" reference="entities" sort={{ field: "name", order: "ASC" }} alwaysOn>
    <SelectInput label="audit.entity" optionText="name" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <SelectInput key="resource" source="resource" label="audit.kind" choices={KINDS} alwaysOn sx={{ minWidth: 200 }} />,
  <TextInput key="resourceId" source="resourceId" label="audit.recordId" />,
  <DateInput key="from" source="from" label="admin.from" alwaysOn />,
  <DateInput key="to" source="to" label="admin.to" alwaysOn />,
];

interface AuditRow extends AuditEntryLike {
  id: number | string;
  at: string;
  entityName?: string | null;
}

const who = (r: AuditRow, t: Translate) => r.username ?? t("audit.system");
/** Who, and the entity the record belongs to when it belongs to one: a phone's second line. */
const whoAndEntity = (r: AuditRow, t: Translate) => (r.entityName ? `${who(r, t)} · ${r.entityName}` : who(r, t));

/** One entry opened: its sentence, who and when, and a table of the fields it touched, before and after. */
function EntryDialog({ entry, onClose }: { entry: AuditRow | null; onClose: () => void }) {
  const translate = useTranslate() as Translate;
  const rows = entry ? changeRows(entry) : [];
  return (
    <Dialog open={!!entry} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-entry-title">
      {entry && (
        <>
          <DialogTitle id="audit-entry-title">{auditSentence(entry, translate)}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {whoAndEntity(entry, translate)} · {dateAndTime(entry.at)}
            </Typography>
            {rows.length === 0 ? (
              <Typography variant="body2">{translate("audit.noFieldsChanged")}</Typography>
            ) : (
              <Box sx={{ overflowX: "auto" }}>
                <Table size="small" aria-label={translate("admin.changes")}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate("audit.field")}</TableCell>
                      <TableCell>{translate("audit.before")}</TableCell>
                      <TableCell>{translate("audit.after")}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.field}>
                        <TableCell component="th" scope="row">{fieldLabel(r.field, translate)}</TableCell>
                        <TableCell sx={{ overflowWrap: "anywhere" }}>{auditValue(r.field, r.before, translate)}</TableCell>
                        <TableCell sx={{ overflowWrap: "anywhere" }}>{auditValue(r.field, r.after, translate)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={onClose}>{translate("audit.close")}</MuiButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/**
 * /admin/audit: every write, newest first, from /api/admin/audit (a simple-rest collection), said in words: who, when
 * (in the user's language) and what; opening an entry shows the fields it changed. A list on a phone.
 */
export function AuditLogPage() {
  const translate = useTranslate() as Translate;
  const small = useIsSmall();
  const [open, setOpen] = useState<AuditRow | null>(null);
  const openEntry = (_id: unknown, _resource: unknown, record: unknown) => {
    setOpen(record as AuditRow);
    return false as const;
  };
  return (
    <AdminOnly>
      <AdminHeader title={translate("admin.auditLog")} subtitle={translate("admin.whoChangedWhatAndWhen")} />
      <List resource="admin/audit" filters={filters} sort={{ field: "at", order: "DESC" }} perPage={25} title={translate("admin.auditLog")} disableSyncWithLocation exporter={false}>
        {small ? (
          <SimpleList<AuditRow>
            rowClick={openEntry}
            primaryText={(r) => auditSentence(r, translate)}
            secondaryText={(r) => whoAndEntity(r, translate)}
            tertiaryText={(r) => dateAndTime(r.at)}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={openEntry}>
            <FunctionField<AuditRow> source="at" label={translate("admin.when")} render={(r) => dateAndTime(r.at)} />
            <FunctionField<AuditRow> source="username" label={translate("audit.who")} render={(r) => who(r, translate)} />
            <FunctionField<AuditRow> sortable={false} label={translate("audit.what")} render={(r) => auditSentence(r, translate)} />
            <FunctionField<AuditRow> source="entityId" label={translate("audit.entity")} render={(r) => r.entityName ?? ""} />
          </Datagrid>
        )}
      </List>
      <EntryDialog entry={open} onClose={() => setOpen(null)} />
    </AdminOnly>
  );
}
