import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  EditButton,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField as RaTextField,
  TextInput,
  TopToolbar,
  required,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { useIsSmall } from "../layout/useIsSmall";
import { api, read } from "../lib/api";
import { shortDate, today } from "../lib/format";
import { errorMessage, issuesByField } from "../lib/http";
import { EmptyList } from "../lib/EmptyList";
import { PageHeading } from "../lib/PageHeading";
import { useCanEdit, useMayChange } from "../lib/usePermissionsInfo";
import { useSaveError } from "../lib/useSaveError";
import { useToast } from "../lib/useToast";
import { rateText, type Worker } from "./words";

function Empty({ create }: { create: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyList message={translate("labor.noWorkersYet")} hint={translate(create ? "labor.noWorkersHint" : "labor.readonlyHint")}>
      {create && <CreateButton variant="contained" label={translate("labor.newWorker")} />}
    </EmptyList>
  );
}

/** The people who work for the farm; their rates are on each worker's page (office roles only). */
export function WorkerList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const may = useMayChange("workers");
  return (
    <>
      <PageHeading title={translate("labor.workers")} subtitle={translate("labor.workersHint")} />
      <List
        title={translate("labor.workers")}
        actions={may.create ? <TopToolbar><CreateButton label={translate("labor.newWorker")} /></TopToolbar> : false}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate("labor.searchWorkers")} />]}
        sort={{ field: "name", order: "ASC" }}
        empty={<Empty create={may.create} />}
      >
        {small ? (
          <SimpleList<Worker> rowClick="edit" primaryText={(r) => r.name} secondaryText={(r) => [r.crew, r.username].filter(Boolean).join(" · ")} />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <RaTextField source="name" label={translate("labor.name")} />
            <RaTextField source="crew" label={translate("labor.crew")} emptyText="" />
            <RaTextField source="username" label={translate("labor.account")} emptyText="" sortable={false} />
            <BooleanField source="active" label={translate("labor.active")} sortable={false} />
            <EditButton label={translate(may.update ? "labor.editAndRates" : "labor.rates")} />
          </Datagrid>
        )}
      </List>
    </>
  );
}

/** The crew accounts an administrator may link (other roles cannot list accounts: the choice is hidden). */
function AccountInput() {
  const translate = useTranslate();
  const { isAdmin } = useCanEdit();
  const users = useQuery({
    queryKey: ["users", "crew-accounts"],
    enabled: isAdmin,
    queryFn: () => read(api.api.users.$get({ query: { sort: '["username","ASC"]', filter: '{"isApproved":true}' } })),
  }).data;
  if (!isAdmin) return null;
  const choices = (users ?? []).filter((u) => u.role === "crew").map((u) => ({ id: u.id, name: u.username }));
  return (
    <SelectInput
      source="userId"
      label={translate("labor.account")}
      choices={choices}
      emptyText={translate("labor.noAccount")}
      helperText={translate("labor.accountHelp")}
      fullWidth
    />
  );
}

const payload = ({ name, crew, userId, active, notes }: Record<string, unknown>) => ({
  name,
  crew: crew ?? "",
  userId: userId === "" || userId === undefined ? null : userId,
  active: active ?? true,
  notes: notes ?? "",
});

function WorkerForm() {
  const translate = useTranslate();
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <TextInput source="name" label={translate("labor.name")} validate={required()} fullWidth />
      <TextInput source="crew" label={translate("labor.crew")} helperText={translate("labor.crewHelp")} fullWidth />
      <AccountInput />
      <BooleanInput source="active" label={translate("labor.active")} helperText={translate("labor.activeHelp")} />
      <TextInput source="notes" label={translate("labor.notes")} multiline fullWidth />
    </SimpleForm>
  );
}

export function WorkerCreate() {
  const translate = useTranslate();
  const onError = useSaveError("labor.couldNotSave");
  return (
    <>
      <PageHeading title={translate("labor.newWorker")} back={{ to: "/workers", label: translate("labor.workers") }} />
      <Create title={translate("labor.newWorker")} redirect="edit" transform={payload} record={{ active: true }} mutationOptions={{ onError }}>
        <WorkerForm />
      </Create>
    </>
  );
}

export function WorkerEdit() {
  const translate = useTranslate();
  const onError = useSaveError("labor.couldNotSave");
  return (
    <>
      <PageHeading title={translate("labor.worker")} back={{ to: "/workers", label: translate("labor.workers") }} />
      <Edit title={translate("labor.worker")} mutationMode="pessimistic" redirect="list" transform={payload} mutationOptions={{ onError }}>
        <WorkerForm />
        <Rates />
      </Edit>
    </>
  );
}

/** A worker's rates, newest first, and a new rate from a date (a change never re-prices earlier time). */
function Rates() {
  const translate = useTranslate();
  const toast = useToast();
  const worker = useRecordContext<Worker>();
  const may = useMayChange("worker-rates");
  const queryClient = useQueryClient();
  const id = String(worker?.id ?? "");
  const rates = useQuery({
    queryKey: ["worker-rates", id],
    enabled: !!worker,
    queryFn: () => read(api.api.workers[":id"].rates.$get({ param: { id } })),
  });
  const [from, setFrom] = useState(today());
  const [hourly, setHourly] = useState("");
  const [piece, setPiece] = useState("");
  const [unit, setUnit] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["worker-rates", id] });
  const add = async () => {
    if (!hourly.trim()) return setErrors({ hourlyRate: translate("labor.required") });
    try {
      await read(api.api.workers[":id"].rates.$post({ param: { id }, json: { effectiveFrom: from, hourlyRate: hourly.trim(), pieceRate: piece.trim() || null, pieceUnit: unit.trim() || null } }));
      setErrors({});
      setHourly("");
      setPiece("");
      setUnit("");
      toast.success(translate("labor.rateAdded", { date: shortDate(from) }));
      await refresh();
    } catch (error) {
      const byField = issuesByField(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else toast.error(errorMessage(error, translate("labor.couldNotSave")));
    }
  };
  const remove = async (rateId: number) => {
    try {
      await read(api.api.workers[":id"].rates[":rateId"].$delete({ param: { id, rateId: String(rateId) } }));
      await refresh();
    } catch (error) {
      toast.error(errorMessage(error, translate("labor.couldNotSave")));
    }
  };
  if (!worker) return null;
  const f = (name: string) => ({ error: !!errors[name], helperText: errors[name] || " " });
  return (
    <Card variant="outlined" sx={{ m: 2, maxWidth: 760 }} data-testid="worker-rates">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate("labor.rates")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate("labor.ratesHint")}
        </Typography>
        {rates.error && <Alert severity="error">{errorMessage(rates.error, translate("labor.couldNotLoad"))}</Alert>}
        {rates.data?.length === 0 && <Alert severity="warning">{translate("labor.noRateYet")}</Alert>}
        {(rates.data?.length ?? 0) > 0 && (
          <Table size="small" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{translate("labor.effectiveFrom")}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{translate("labor.hourlyRate")}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{translate("labor.pieceRate")}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{translate("labor.approvedEntries")}</TableCell>
                {may.delete && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.data?.map((r) => (
                <TableRow key={r.id} data-testid="rate-row">
                  <TableCell>{shortDate(r.effectiveFrom)}</TableCell>
                  <TableCell align="right" data-money="">{rateText(r.hourlyRate)}</TableCell>
                  <TableCell align="right" data-money="">{r.pieceRate ? `${rateText(r.pieceRate)}${r.pieceUnit ? ` / ${r.pieceUnit}` : ""}` : ""}</TableCell>
                  <TableCell align="right">{r.approvedEntries}</TableCell>
                  {may.delete && (
                    <TableCell align="right">
                      <IconButton size="small" disabled={r.approvedEntries > 0} aria-label={translate("labor.removeRate", { date: shortDate(r.effectiveFrom) })} onClick={() => remove(r.id)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {may.create && (
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <TextField type="date" label={translate("labor.effectiveFrom")} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...f("effectiveFrom")} />
            <TextField label={translate("labor.hourlyRate")} value={hourly} onChange={(e) => setHourly(e.target.value)} slotProps={{ htmlInput: { inputMode: "decimal" } }} {...f("hourlyRate")} />
            <TextField label={translate("labor.pieceRate")} value={piece} onChange={(e) => setPiece(e.target.value)} slotProps={{ htmlInput: { inputMode: "decimal" } }} {...f("pieceRate")} />
            <TextField label={translate("labor.pieceUnit")} value={unit} onChange={(e) => setUnit(e.target.value)} {...f("pieceUnit")} />
            <Box>
              <Button variant="contained" onClick={add}>
                {translate("labor.addRate")}
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
