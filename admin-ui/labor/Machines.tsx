import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { Alert, Box, Button, Card, CardContent, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  RadioButtonGroupInput,
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
import { useWatch } from "react-hook-form";
import { useFarm } from "../layout/FarmContext";
import { useIsSmall } from "../layout/useIsSmall";
import { api, read } from "../lib/api";
import { money, shortDate, today } from "../lib/format";
import { errorMessage, issuesByField } from "../lib/http";
import { EmptyList } from "../lib/EmptyList";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useSaveError } from "../lib/useSaveError";
import { useToast } from "../lib/useToast";
import { hoursText, MACHINE_KINDS, type Machine, rateText } from "./words";

function Empty({ create }: { create: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyList message={translate("labor.noMachinesYet")} hint={translate(create ? "labor.noMachinesHint" : "labor.readonlyHint")}>
      {create && <CreateButton variant="contained" label={translate("labor.newMachine")} />}
    </EmptyList>
  );
}

/** A machine's cost per hour and where it comes from. */
function CostText({ machine }: { machine: Machine }) {
  const translate = useTranslate();
  if (!machine.costPerHour) return <Chip size="small" color="warning" label={translate("labor.noCostYet")} />;
  return (
    <Box component="span" sx={{ whiteSpace: "nowrap" }}>
      <span data-money="">{translate("labor.perHour", { amount: money(machine.costPerHour) })}</span>{" "}
      <Typography component="span" variant="caption" color="text.secondary">
        ({translate(machine.source === "entered" ? "labor.entered" : "labor.workedOut")})
      </Typography>
    </Box>
  );
}

/** The sidebar entity's machines with the cost per hour their time is charged at. */
export function MachineList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const may = useMayChange("machines");
  const { entityId } = useFarm();
  const kind = (r: Machine) => translate(`labor.kind.${r.kind}`);
  return (
    <>
      <PageHeading title={translate("labor.machines")} subtitle={translate("labor.machinesHint")} />
      <List
        title={translate("labor.machines")}
        filter={{ entityId }}
        actions={may.create ? <TopToolbar><CreateButton label={translate("labor.newMachine")} /></TopToolbar> : false}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate("labor.searchMachines")} />]}
        sort={{ field: "name", order: "ASC" }}
        empty={<Empty create={may.create} />}
      >
        {small ? (
          <SimpleList<Machine> rowClick="edit" primaryText={(r) => r.name} secondaryText={(r) => `${kind(r)} · ${r.costPerHour ? translate("labor.perHour", { amount: money(r.costPerHour) }) : translate("labor.noCostYet")}`} />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <RaTextField source="name" label={translate("labor.name")} />
            <FunctionField<Machine> label={translate("labor.machineKind")} render={kind} />
            <FunctionField<Machine> label={translate("labor.costPerHour")} render={(r) => <CostText machine={r} />} />
            <FunctionField<Machine> label={translate("labor.active")} render={(r) => translate(r.active ? "labor.yes" : "labor.no")} />
          </Datagrid>
        )}
      </List>
    </>
  );
}

const FIGURES = ["purchasePrice", "salvageValue", "years", "annualHours", "interestPercent", "fuelGallonsPerHour", "fuelPrice", "repairsPercent"] as const;

const payloadOf = (entityId: number | null) => (v: Record<string, unknown>) => {
  const text = (x: unknown) => (x === undefined || x === null || x === "" ? null : String(x));
  const figures = Object.fromEntries(FIGURES.map((k) => [k, k === "years" ? (v[k] === "" || v[k] === undefined ? null : v[k]) : text(v[k])]));
  return {
    entityId: v.entityId ?? entityId,
    name: v.name,
    kind: v.kind ?? "tractor",
    costPerHour: v.costMode === "entered" ? text(v.costPerHour) : null,
    ...figures,
    active: v.active ?? true,
    notes: v.notes ?? "",
  };
};

/** The entered cost, or the figures it is worked out from (ISU Ag Decision Maker A3-29, docs/labor.md). */
function CostInputs() {
  const translate = useTranslate();
  const mode = useWatch({ name: "costMode" });
  return (
    <>
      <RadioButtonGroupInput
        source="costMode"
        label={translate("labor.costSet")}
        choices={[
          { id: "entered", name: translate("labor.costEntered") },
          { id: "worked out", name: translate("labor.costWorkedOut") },
        ]}
      />
      {mode === "entered" ? (
        <TextInput source="costPerHour" label={translate("labor.costPerHour")} helperText={translate("labor.costPerHourHelp")} />
      ) : (
        <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, width: "100%" }}>
          <TextInput source="purchasePrice" label={translate("labor.purchasePrice")} />
          <TextInput source="salvageValue" label={translate("labor.salvageValue")} />
          <NumberInput source="years" label={translate("labor.years")} />
          <TextInput source="annualHours" label={translate("labor.annualHours")} />
          <TextInput source="interestPercent" label={translate("labor.interestPercent")} />
          <TextInput source="repairsPercent" label={translate("labor.repairsPercent")} helperText={translate("labor.repairsPercentHelp")} />
          <TextInput source="fuelGallonsPerHour" label={translate("labor.fuelGallonsPerHour")} />
          <TextInput source="fuelPrice" label={translate("labor.fuelPrice")} />
        </Box>
      )}
    </>
  );
}

function MachineForm({ costMode }: { costMode: string }) {
  const translate = useTranslate();
  return (
    <SimpleForm sx={{ maxWidth: 760 }} defaultValues={{ costMode }}>
      <TextInput source="name" label={translate("labor.name")} validate={required()} fullWidth />
      <SelectInput source="kind" label={translate("labor.machineKind")} choices={MACHINE_KINDS.map((k) => ({ id: k, name: translate(`labor.kind.${k}`) }))} />
      <CostInputs />
      <BooleanInput source="active" label={translate("labor.active")} />
      <TextInput source="notes" label={translate("labor.notes")} multiline fullWidth />
    </SimpleForm>
  );
}

export function MachineCreate() {
  const translate = useTranslate();
  const { entityId } = useFarm();
  const onError = useSaveError("labor.couldNotSave");
  return (
    <>
      <PageHeading title={translate("labor.newMachine")} back={{ to: "/machines", label: translate("labor.machines") }} />
      <Create title={translate("labor.newMachine")} redirect="edit" transform={payloadOf(entityId)} record={{ kind: "tractor", active: true }} mutationOptions={{ onError }}>
        <MachineForm costMode="entered" />
      </Create>
    </>
  );
}

function EditBody() {
  const machine = useRecordContext<Machine>();
  if (!machine) return null;
  return (
    <>
      <MachineForm costMode={machine.source === "worked out" ? "worked out" : "entered"} />
      <Breakdown machine={machine} />
      <FuelLog machine={machine} />
    </>
  );
}

export function MachineEdit() {
  const translate = useTranslate();
  const { entityId } = useFarm();
  const onError = useSaveError("labor.couldNotSave");
  return (
    <>
      <PageHeading title={translate("labor.machine")} back={{ to: "/machines", label: translate("labor.machines") }} />
      <Edit title={translate("labor.machine")} mutationMode="pessimistic" redirect={false} transform={payloadOf(entityId)} mutationOptions={{ onError }}>
        <EditBody />
      </Edit>
    </>
  );
}

/** The cost per hour and, worked out, its parts per hour (the server's figures). */
function Breakdown({ machine }: { machine: Machine }) {
  const translate = useTranslate();
  const parts = machine.breakdown ? (["depreciation", "interest", "repairs", "fuel", "lubrication"] as const) : [];
  return (
    <Card variant="outlined" sx={{ m: 2, maxWidth: 760 }} data-testid="machine-cost">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate("labor.costPerHour")}
        </Typography>
        {!machine.costPerHour && <Alert severity="warning">{translate("labor.noCostHint")}</Alert>}
        {machine.costPerHour && (
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.5, maxWidth: 420, mt: 1 }}>
            {parts.map((p) => (
              <Box key={p} sx={{ display: "contents" }}>
                <span>{translate(`labor.part.${p}`)}</span>
                <span data-money="">{rateText(machine.breakdown?.[p])}</span>
              </Box>
            ))}
            <strong>{translate(machine.source === "entered" ? "labor.costEntered" : "labor.totalPerHour")}</strong>
            <strong data-money="" data-testid="machine-cost-per-hour">
              {money(machine.costPerHour)}
            </strong>
          </Box>
        )}
        {machine.breakdown && (
          <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
            {translate("labor.methodNote")}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The machine's fuel log: date, gallons, cost, hour meter; a fill-up added below. */
function FuelLog({ machine }: { machine: Machine }) {
  const translate = useTranslate();
  const toast = useToast();
  const may = useMayChange("machine-fuel");
  const queryClient = useQueryClient();
  const id = String(machine.id);
  const fuel = useQuery({ queryKey: ["machine-fuel", id], queryFn: () => read(api.api.machines[":id"].fuel.$get({ param: { id } })) });
  const [date, setDate] = useState(today());
  const [gallons, setGallons] = useState("");
  const [cost, setCost] = useState("");
  const [meter, setMeter] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["machine-fuel", id] });
  const add = async () => {
    const missing: Record<string, string> = {};
    if (!gallons.trim()) missing.gallons = translate("labor.required");
    if (!cost.trim()) missing.cost = translate("labor.required");
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await read(api.api.machines[":id"].fuel.$post({ param: { id }, json: { date, gallons: gallons.trim(), cost: cost.trim(), meterHours: meter.trim() || null } }));
      setGallons("");
      setCost("");
      setMeter("");
      await refresh();
    } catch (error) {
      const byField = issuesByField(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else toast.error(errorMessage(error, translate("labor.couldNotSave")));
    }
  };
  const remove = async (fuelId: number) => {
    try {
      await read(api.api.machines[":id"].fuel[":fuelId"].$delete({ param: { id, fuelId: String(fuelId) } }));
      await refresh();
    } catch (error) {
      toast.error(errorMessage(error, translate("labor.couldNotSave")));
    }
  };
  const f = (name: string) => ({ error: !!errors[name], helperText: errors[name] || " " });
  return (
    <Card variant="outlined" sx={{ m: 2, maxWidth: 760 }} data-testid="fuel-log">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate("labor.fuelLog")}
        </Typography>
        {fuel.error && <Alert severity="error">{errorMessage(fuel.error, translate("labor.couldNotLoad"))}</Alert>}
        {fuel.data?.length === 0 && <Typography color="text.secondary">{translate("labor.noFuelYet")}</Typography>}
        {(fuel.data?.length ?? 0) > 0 && (
          <Table size="small" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{translate("labor.date")}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{translate("labor.gallons")}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{translate("labor.fuelCost")}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{translate("labor.meterHours")}</TableCell>
                {may.delete && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {fuel.data?.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{shortDate(r.date)}</TableCell>
                  <TableCell align="right">{hoursText(r.gallons)}</TableCell>
                  <TableCell align="right" data-money="">{money(r.cost)}</TableCell>
                  <TableCell align="right">{r.meterHours ? hoursText(r.meterHours) : ""}</TableCell>
                  {may.delete && (
                    <TableCell align="right">
                      <IconButton size="small" aria-label={translate("labor.removeFuel", { date: shortDate(r.date) })} onClick={() => remove(r.id)}>
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
            <TextField type="date" label={translate("labor.date")} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...f("date")} />
            <TextField label={translate("labor.gallons")} value={gallons} onChange={(e) => setGallons(e.target.value)} {...f("gallons")} />
            <TextField label={translate("labor.fuelCost")} value={cost} onChange={(e) => setCost(e.target.value)} {...f("cost")} />
            <TextField label={translate("labor.meterHours")} value={meter} onChange={(e) => setMeter(e.target.value)} {...f("meterHours")} />
            <Box>
              <Button variant="contained" onClick={add}>
                {translate("labor.addFuel")}
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
