import AddIcon from "@mui/icons-material/Add";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { useFarm } from "../layout/FarmContext";
import { api, read } from "../lib/api";
import { money, shortDate, today } from "../lib/format";
import { errorMessage } from "../lib/http";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";
import { HoursForm } from "./HoursForm";
import { StatusChip } from "./StatusChip";
import { addDays, dayLabel, hoursText, listQuery, type Recosted, type TimeEntry, weekStart } from "./words";

const COLUMNS = ["labor.col.date", "labor.col.worker", "labor.col.task", "labor.col.hours", "labor.col.overtime", "labor.col.machine", "labor.col.status", "labor.col.laborCost", "labor.col.machineCost"];
const NUMERIC = new Set(["labor.col.hours", "labor.col.overtime", "labor.col.laborCost", "labor.col.machineCost"]);

const sum = (xs: readonly string[]) => xs.reduce((a, x) => a + Math.round(Number(x) * 100), 0) / 100;

/**
 * The office's week at a glance for the sidebar's entity: a row per worker, the week's days across with the hours of
 * each day (a day with entries waiting for approval highlighted), then the week's entries; approve a worker's week,
 * or the entries ticked, in one action, and read which tasks' cost moved (as an inventory re-cost names them).
 */
export function WeekAtAGlance() {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { entityId } = useFarm();
  const may = useMayChange("time-entries");
  const policy = useQuery({
    queryKey: ["labor-policy", entityId],
    enabled: entityId !== null,
    queryFn: () => read(api.api.entities[":id"]["labor-policy"].$get({ param: { id: String(entityId) } })),
  }).data;
  const [anchor, setAnchor] = useState(today());
  const start = weekStart(anchor, policy?.weekStartsOn ?? 0);
  const days = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(start, i));
  const entries = useQuery({
    queryKey: ["time-entries", "week", entityId, start],
    enabled: entityId !== null,
    queryFn: () => read(api.api["time-entries"].$get({ query: listQuery({ entityId, from: days[0], to: days[6] }, ["date", "ASC"]) })),
  });
  const rows = entries.data ?? [];
  const [ticked, setTicked] = useState<number[]>([]);
  const [recosted, setRecosted] = useState<Recosted[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);

  const workers = [...new Map(rows.map((e) => [e.workerId, e.workerName])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const pendingOf = (workerId?: number) => rows.filter((e) => e.status === "pending" && (workerId === undefined || e.workerId === workerId)).map((e) => e.id);

  const act = async (verb: "approve" | "unapprove", ids: number[]) => {
    if (ids.length === 0) return;
    setBusy(true);
    try {
      const answer = await read(api.api["time-entries"][verb].$post({ json: { ids } }));
      setRecosted(answer.recosted);
      setTicked([]);
      toast.success(translate(verb === "approve" ? "labor.approved" : "labor.unapproved", { smart_count: answer.entries.length }));
      await queryClient.invalidateQueries({ queryKey: ["time-entries"] });
      // The tasks' and fields' figures moved: every screen showing them reads them again.
      await queryClient.invalidateQueries();
    } catch (error) {
      toast.error(errorMessage(error, translate("labor.couldNotApprove")));
    } finally {
      setBusy(false);
    }
  };
  const tick = (id: number) => setTicked((t) => (t.includes(id) ? t.filter((x) => x !== id) : [...t, id]));
  const tickedApproved = rows.filter((e) => ticked.includes(e.id) && e.status === "approved").map((e) => e.id);
  const tickedPending = rows.filter((e) => ticked.includes(e.id) && e.status === "pending").map((e) => e.id);

  return (
    <Box data-testid="week-at-a-glance">
      <PageHeading title={translate("labor.timeTitle")} subtitle={translate("labor.timeSubtitle")} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 2 }}>
        <IconButton aria-label={translate("labor.previousWeek")} onClick={() => setAnchor(addDays(start, -7))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography sx={{ fontWeight: 600 }} data-testid="week-range">
          {translate("labor.weekOf", { from: shortDate(days[0]), to: shortDate(days[6]) })}
        </Typography>
        <IconButton aria-label={translate("labor.nextWeek")} onClick={() => setAnchor(addDays(start, 7))}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => setAnchor(today())}>
          {translate("labor.thisWeek")}
        </Button>
        <TextField
          type="date"
          size="small"
          label={translate("labor.goToDay")}
          value={anchor}
          onChange={(e) => e.target.value && setAnchor(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ flex: 1 }} />
        {may.create && (
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate("labor.addHours")}
          </Button>
        )}
        {may.update && (
          <>
            <Button variant="outlined" disabled={busy || tickedApproved.length === 0} onClick={() => act("unapprove", tickedApproved)}>
              {translate("labor.unapproveSelected", { smart_count: tickedApproved.length })}
            </Button>
            <Button variant="contained" disabled={busy || tickedPending.length === 0} onClick={() => act("approve", tickedPending)}>
              {translate("labor.approveSelected", { smart_count: tickedPending.length })}
            </Button>
            <Button variant="contained" color="success" disabled={busy || pendingOf().length === 0} onClick={() => act("approve", pendingOf())}>
              {translate("labor.approveWeek")}
            </Button>
          </>
        )}
      </Box>
      {entries.error && <Alert severity="error">{errorMessage(entries.error, translate("labor.couldNotLoad"))}</Alert>}
      {recosted && recosted.length > 0 && (
        <Alert severity={recosted.some((r) => r.exported) ? "warning" : "info"} sx={{ mb: 2 }} onClose={() => setRecosted(null)} data-testid="recosted-notice">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate("labor.recostedTitle", { smart_count: recosted.length })}
          </Typography>
          {recosted.map((r) => (
            <Box key={r.taskId} sx={{ fontSize: 13 }}>
              {translate("labor.recostedLine", { name: r.taskName, date: shortDate(r.date), before: money(r.totalCostBefore), after: money(r.totalCostAfter) })}
              {r.exported && ` ${translate("labor.recostedExported")}`}
            </Box>
          ))}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
        <Table size="small" aria-label={translate("labor.weekGrid")} data-testid="week-grid">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{translate("labor.worker")}</TableCell>
              {days.map((d) => (
                <TableCell key={d} align="right" sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                  {dayLabel(d)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {translate("labor.total")}
              </TableCell>
              {may.update && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {workers.length === 0 && (
              <TableRow>
                <TableCell colSpan={10}>
                  <Typography color="text.secondary">{translate("labor.noHoursThisWeek")}</Typography>
                </TableCell>
              </TableRow>
            )}
            {workers.map(([workerId, name]) => {
              const own = rows.filter((e) => e.workerId === workerId);
              const pending = pendingOf(workerId);
              return (
                <TableRow key={workerId} data-testid="week-row">
                  <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                  {days.map((d) => {
                    const ofDay = own.filter((e) => e.date === d);
                    const waiting = ofDay.some((e) => e.status === "pending");
                    return (
                      <TableCell
                        key={d}
                        align="right"
                        data-pending={waiting || undefined}
                        title={waiting ? translate("labor.pendingDay") : undefined}
                        sx={{ bgcolor: waiting ? "warning.light" : undefined, fontWeight: waiting ? 700 : undefined }}
                      >
                        {ofDay.length > 0 ? hoursText(sum(ofDay.map((e) => e.hours))) : ""}
                      </TableCell>
                    );
                  })}
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {hoursText(sum(own.map((e) => e.hours)))}
                  </TableCell>
                  {may.update && (
                    <TableCell align="right">
                      <Button size="small" disabled={busy || pending.length === 0} onClick={() => act("approve", pending)} sx={{ whiteSpace: "nowrap" }}>
                        {translate("labor.approveWorkerWeek")}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {translate("labor.entriesOfTheWeek")}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="week-entries">
          <TableHead>
            <TableRow>
              {may.update && <TableCell padding="checkbox" />}
              {COLUMNS.map((k) => (
                <TableCell key={k} sx={{ fontWeight: 700, whiteSpace: "nowrap" }} align={NUMERIC.has(k) ? "right" : "left"}>
                  {translate(k)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e: TimeEntry) => (
              <TableRow key={e.id} data-testid="week-entry" selected={ticked.includes(e.id)} sx={{ bgcolor: e.status === "pending" ? "rgba(237,108,2,0.08)" : undefined }}>
                {may.update && (
                  <TableCell padding="checkbox">
                    <Checkbox checked={ticked.includes(e.id)} onChange={() => tick(e.id)} slotProps={{ input: { "aria-label": translate("labor.chooseEntry", { worker: e.workerName, date: shortDate(e.date) }) } as never }} />
                  </TableCell>
                )}
                <TableCell sx={{ whiteSpace: "nowrap" }}>{shortDate(e.date)}</TableCell>
                <TableCell>{e.workerName}</TableCell>
                <TableCell>
                  {e.taskName} · {e.fieldName}
                </TableCell>
                <TableCell align="right">{hoursText(e.hours)}</TableCell>
                <TableCell align="right">{e.status === "approved" ? hoursText(sum([e.overtimeHours, e.doubleHours])) : ""}</TableCell>
                <TableCell>{e.machineName ? `${e.machineName} (${hoursText(e.machineHours ?? e.hours)})` : ""}</TableCell>
                <TableCell>
                  <StatusChip status={e.status} />
                </TableCell>
                <TableCell align="right" data-money="" data-testid="entry-labor">
                  {e.status === "approved" ? money(e.laborCost) : ""}
                </TableCell>
                <TableCell align="right" data-money="" data-testid="entry-machine">
                  {e.status === "approved" && e.machineId ? money(e.machineCost) : ""}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate("labor.addHours")}</DialogTitle>
        <DialogContent sx={{ pt: "8px !important" }}>
          {entityId !== null && (
            <HoursForm
              entityId={entityId}
              office
              recent={[]}
              onSaved={(entry) => {
                setAdding(false);
                setAnchor(entry.date);
                queryClient.invalidateQueries({ queryKey: ["time-entries"] });
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
