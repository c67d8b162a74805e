import { Button, MenuItem, TableCell, TableRow, TextField } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { SCHEDULE_F_LINES } from "../../api/client/rules";
import { api, read, type Success } from "../lib/api";
import { ReportTable } from "../reports/ReportTable";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";
import { useReferenceWords } from "../lib/useReferenceWords";

type Row = Success<Awaited<ReturnType<(typeof api.api)["category-accounts"]["$get"]>>>[number];

/** One category: its invoice and detailed-operations accounts and Schedule F line, saved by its own button. */
function CategoryRow({ row, onSaved }: { row: Row; onSaved: () => void }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const words = useReferenceWords();
  const [invoice, setInvoice] = useState(String(row.invoiceAccount));
  const [operations, setOperations] = useState(String(row.operationsAccount));
  const [line, setLine] = useState(row.scheduleFLine);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const changed = invoice !== String(row.invoiceAccount) || operations !== String(row.operationsAccount) || line !== row.scheduleFLine;
  const save = async () => {
    setBusy(true);
    try {
      const json = { invoiceAccount: Number(invoice), operationsAccount: Number(operations), scheduleFLine: line };
      await read(api.api["category-accounts"][":id"].$put({ param: { id: String(row.id) }, json }));
      toast.success(translate("accounting.saved", { categoryName: row.categoryName }));
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error, translate("accounting.couldNotSaveTheCategory")));
    } finally {
      setBusy(false);
    }
  };
  const number = (value: string, set: (v: string) => void, label: string) => (
    <TextField size="small" value={value} onChange={(e) => set(e.target.value)} slotProps={{ htmlInput: { "aria-label": translate("accounting.accountOf", { label, categoryName: row.categoryName }) } }} sx={{ width: 110 }} />
  );
  return (
    <TableRow>
      <TableCell data-label={translate("accounting.category")}>{categoryName(row.categoryName)}</TableCell>
      <TableCell data-label={translate("accounting.invoice")}>{number(invoice, setInvoice, "Invoice")}</TableCell>
      <TableCell data-label={translate("accounting.detailedOperations")}>{number(operations, setOperations, "Detailed operations")}</TableCell>
      <TableCell data-label={translate("accounting.scheduleFLine")}>
        <TextField select size="small" value={line} onChange={(e) => setLine(e.target.value)} slotProps={{ htmlInput: { "aria-label": translate("accounting.scheduleFLineOf", { categoryName: row.categoryName }) } }} sx={{ width: 280, "& .MuiSelect-select": { whiteSpace: "normal" } }}>
          {SCHEDULE_F_LINES.map((l) => (
            <MenuItem key={l.line} value={l.line}>{`${l.line} ${words.scheduleFLine(l.line, l.label)}`}</MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <Button size="small" variant="contained" disabled={!changed || busy} onClick={() => void save()}>
          {translate("accounting.save")}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** Every task category's coding for the entity. */
export function CategoryAccountsTable({ entityId, reload }: { entityId: number; reload: number }) {
  const translate = useTranslate();
  const [rows, setRows] = useState<Row[]>([]);
  const load = useCallback(async () => {
    setRows(await read(api.api["category-accounts"].$get({ query: { filter: JSON.stringify({ entityId }) } })));
  }, [entityId, reload]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    // Wider than a phone: there each category is a card of labelled lines, as the reports' lines are.
    <ReportTable
      cards
      head={[translate("accounting.category"), translate("accounting.invoice"), translate("accounting.detailedOperations"), translate("accounting.scheduleFLine"), ""]}
      label={translate("accounting.taskCategories")}
    >
      {rows.map((r) => (
        <CategoryRow key={`${r.id}-${r.invoiceAccount}-${r.operationsAccount}-${r.scheduleFLine}`} row={r} onSaved={() => void load()} />
      ))}
    </ReportTable>
  );
}
