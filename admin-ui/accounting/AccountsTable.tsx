import { Button, TableCell, TableRow, TextField } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { api, read, type Success } from "../lib/api";
import { ReportTable } from "../reports/ReportTable";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { useLocaleState, useTranslate } from "react-admin";
import { useReferenceWords } from "../lib/useReferenceWords";

type Account = Success<Awaited<ReturnType<typeof api.api.accounts.$get>>>[number];

/** One account: its number and name editable in place, saved by its own button. */
function AccountRow({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const translate = useTranslate();
  // A default account still under its default name reads in the UI language; it is saved as stored unless edited.
  const shown = useReferenceWords().account(account.number, account.name);
  const [number, setNumber] = useState(String(account.number));
  const [name, setName] = useState(shown);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const changed = number !== String(account.number) || name !== shown;
  const save = async () => {
    setBusy(true);
    try {
      await read(api.api.accounts[":id"].$put({ param: { id: String(account.id) }, json: { number: Number(number), name: name === shown ? account.name : name } }));
      toast.success(translate("accounting.accountSaved", { number }));
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error, translate("accounting.couldNotSaveTheAccount")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TableRow>
      <TableCell data-label={translate("accounting.number")}>
        <TextField size="small" value={number} onChange={(e) => setNumber(e.target.value)} slotProps={{ htmlInput: { "aria-label": translate("accounting.numberOf", { name: shown }) } }} sx={{ width: 120 }} />
      </TableCell>
      <TableCell data-label={translate("accounting.name")}>
        <TextField size="small" value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { "aria-label": translate("accounting.nameOf", { number: account.number }) } }} fullWidth sx={{ minWidth: 200 }} />
      </TableCell>
      <TableCell data-label={translate("accounting.type")}>{translate(`accountTypes.${account.type}`, { _: account.type })}</TableCell>
      <TableCell>
        <Button size="small" variant="contained" disabled={!changed || busy} onClick={() => void save()}>
          {translate("accounting.save")}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The entity's accounts, by number. */
export function AccountsTable({ entityId, onSaved }: { entityId: number; onSaved: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [rows, setRows] = useState<Account[]>([]);
  const load = useCallback(async () => {
    setRows(await read(api.api.accounts.$get({ query: { filter: JSON.stringify({ entityId }) } })));
  }, [entityId]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    // Four columns of inputs are wider than a phone: there each account is a card of labelled lines, as the reports' lines are.
    <ReportTable head={[translate("accounting.number"), translate("accounting.name"), translate("accounting.type"), ""]} label={translate("accounting.accounts")} cards>
      {rows.map((a) => (
        <AccountRow key={`${a.id}-${a.number}-${a.name}-${locale}`} account={a} onSaved={() => void load().then(onSaved)} />
      ))}
    </ReportTable>
  );
}
