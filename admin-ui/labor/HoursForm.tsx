import { Box, Button, Chip, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { useFarm } from "../layout/FarmContext";
import { api, read } from "../lib/api";
import { today } from "../lib/format";
import { errorMessage, issuesByField } from "../lib/http";
import { useCategoryName } from "../lib/useCategoryName";
import { useCategories, useEntityFields, useEntityTasks } from "../lib/useFarmData";
import { useToast } from "../lib/useToast";
import { submitOrQueue } from "../offline/outbox";
import { SavedListsNote } from "../offline/SavedListsNote";
import { hoursBetween, hoursText, lastMachine, listQuery, rememberMachine, type TimeEntry } from "./words";

/** What a task choice is: a task, or a field and an activity (the server finds or makes the task). */
interface TaskChoice {
  taskId?: number;
  label: string;
}

/**
 * Hours in a few taps (phone first, one column): the day, the task (the day's tasks first: for crew those they
 * recorded, for the office the entity's tasks of that date; or a field and activity), hours or start and end, the
 * machine (the last one used on this device remembered), Save. The office also chooses the worker. No money.
 */
export function HoursForm({ entityId, office, recent, onSaved }: { entityId: number; office: boolean; recent: readonly TimeEntry[]; onSaved(entry: TimeEntry): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const { cropYear } = useFarm();
  const categoryName = useCategoryName();
  const fields = useEntityFields(entityId, cropYear, false).data ?? [];
  const categories = useCategories().data ?? [];
  const tasks = useEntityTasks(entityId, cropYear, undefined, { enabled: office } as never).data ?? [];
  const machines = useQuery({
    queryKey: ["machines", "choices", entityId],
    queryFn: () => read(api.api.machines.$get({ query: listQuery({ entityId, active: true }, ["name", "ASC"]) })),
  }).data ?? [];
  const workers = useQuery({
    queryKey: ["workers", "choices"],
    enabled: office,
    queryFn: () => read(api.api.workers.$get({ query: listQuery({ active: true }, ["name", "ASC"]) })),
  }).data ?? [];
  const [date, setDate] = useState(today());
  const [workerId, setWorkerId] = useState("");
  const [task, setTask] = useState<TaskChoice | null>(null);
  const [fieldId, setFieldId] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [mode, setMode] = useState<"hours" | "clock">("hours");
  const [hours, setHours] = useState("");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [machineId, setMachineId] = useState(lastMachine);
  const [machineHours, setMachineHours] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // The day's tasks first: the office's tasks of that date; for crew, the tasks they recorded hours on lately.
  const dayTasks: TaskChoice[] = office
    ? tasks.filter((t) => t.date === date).map((t) => ({ taskId: t.id, label: `${t.name} · ${t.fieldName ?? ""}` }))
    : [...new Map(recent.map((e) => [e.taskId, { taskId: e.taskId, label: `${e.taskName} · ${e.fieldName}` }])).values()].slice(0, 6);
  const known = machines.some((m) => String(m.id) === machineId) ? machineId : "";
  const shownHours = mode === "clock" ? hoursBetween(start, end) : hours;

  const save = async () => {
    const missing: Record<string, string> = {};
    const required = translate("labor.required");
    if (office && !workerId) missing.workerId = required;
    if (!task && !fieldId) missing.fieldId = required;
    if (!task && !categoryId) missing.categoryId = required;
    if (mode === "hours" && !hours.trim()) missing.hours = required;
    if (mode === "clock" && !start) missing.startTime = required;
    if (mode === "clock" && !end) missing.endTime = required;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const json = {
      workerId: office ? Number(workerId) : undefined,
      ...(task ? { taskId: task.taskId } : { fieldId: Number(fieldId), categoryId: Number(categoryId) }),
      date,
      ...(mode === "hours" ? { hours: hours.trim() } : { startTime: start, endTime: end }),
      machineId: known ? Number(known) : null,
      machineHours: known && machineHours.trim() ? machineHours.trim() : null,
    };
    setSaving(true);
    try {
      // Without a network the hours are kept on this device and sent when it is back (offline/outbox.ts).
      const label = `${translate("labor.hours")} ${shownHours}, ${task?.label ?? fields.find((f) => String(f.id) === fieldId)?.name ?? ""}, ${date}`;
      const sent = await submitOrQueue({ method: "POST", path: "/api/time-entries", body: json, label });
      rememberMachine(known ? Number(known) : null);
      if (sent.queued) {
        toast.success(translate("offline.kept_offline_detail"), translate("offline.kept_offline"));
        setHours("");
        setStart("");
        setEnd("");
        setMachineHours("");
        return;
      }
      const entry = sent.json as TimeEntry;
      toast.success(translate("labor.hoursSaved", { hours: hoursText(entry.hours), task: entry.taskName, field: entry.fieldName }));
      setHours("");
      setStart("");
      setEnd("");
      setMachineHours("");
      onSaved(entry);
    } catch (error) {
      const byField = issuesByField(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else toast.error(errorMessage(error, translate("labor.couldNotSave")));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string) => ({ error: !!errors[name], helperText: errors[name] || undefined });
  return (
    <Stack spacing={2} data-testid="hours-form">
      <SavedListsNote />
      {office && (
        <TextField select label={translate("labor.worker")} value={workerId} onChange={(e) => setWorkerId(e.target.value)} {...field("workerId")}>
          {workers.map((w) => (
            <MenuItem key={w.id} value={String(w.id)}>
              {w.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField type="date" label={translate("labor.date")} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...field("date")} />
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {translate(office ? "labor.tasksOfTheDay" : "labor.yourTasks")}
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }} data-testid="day-tasks">
          {dayTasks.map((t) => (
            <Chip
              key={t.taskId}
              label={t.label}
              color={task?.taskId === t.taskId ? "primary" : "default"}
              variant={task?.taskId === t.taskId ? "filled" : "outlined"}
              onClick={() => setTask(task?.taskId === t.taskId ? null : t)}
              sx={{ maxWidth: "100%", height: "auto", minHeight: 40, "& .MuiChip-label": { whiteSpace: "normal", py: 1 } }}
            />
          ))}
          {dayTasks.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate("labor.noTasksOfTheDay")}
            </Typography>
          )}
        </Box>
      </Box>
      {!task && (
        <>
          <TextField select label={translate("labor.field")} value={fieldId} onChange={(e) => setFieldId(e.target.value)} {...field("fieldId")}>
            {fields.map((f) => (
              <MenuItem key={f.id} value={String(f.id)}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={translate("labor.activity")} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} {...field("categoryId")}>
            {categories
              .filter((c) => !c.isIncomeCategory)
              .map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {categoryName(c.name)}
                </MenuItem>
              ))}
          </TextField>
        </>
      )}
      <ToggleButtonGroup exclusive fullWidth size="small" value={mode} onChange={(_, v) => v && setMode(v)} aria-label={translate("labor.howLong")}>
        <ToggleButton value="hours">{translate("labor.hours")}</ToggleButton>
        <ToggleButton value="clock">{translate("labor.startAndEnd")}</ToggleButton>
      </ToggleButtonGroup>
      {mode === "hours" ? (
        <TextField label={translate("labor.hours")} value={hours} onChange={(e) => setHours(e.target.value)} slotProps={{ htmlInput: { inputMode: "decimal" } }} {...field("hours")} />
      ) : (
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2 }}>
          <TextField type="time" label={translate("labor.start")} value={start} onChange={(e) => setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...field("startTime")} />
          <TextField type="time" label={translate("labor.end")} value={end} onChange={(e) => setEnd(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...field("endTime")} />
        </Box>
      )}
      {mode === "clock" && shownHours && <Typography variant="body2">{translate("labor.hoursWorked", { hours: hoursText(shownHours) })}</Typography>}
      <TextField select label={translate("labor.machine")} value={known} onChange={(e) => setMachineId(e.target.value)} {...field("machineId")}>
        <MenuItem value="">{translate("labor.noMachine")}</MenuItem>
        {machines.map((m) => (
          <MenuItem key={m.id} value={String(m.id)}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      {known && (
        <TextField
          label={translate("labor.machineHours")}
          value={machineHours}
          onChange={(e) => setMachineHours(e.target.value)}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
          {...field("machineHours")}
          helperText={errors.machineHours || translate("labor.machineHoursHelp")}
        />
      )}
      <Button variant="contained" size="large" onClick={save} disabled={saving}>
        {translate("labor.save")}
      </Button>
    </Stack>
  );
}
