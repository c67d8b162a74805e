import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Form, HttpError, useGetOne, useRefresh, useUpdate, useTranslate } from "react-admin";
import type { Task } from "../lib/types";
import { useCategories, useEntityFields, useFertilizers } from "../lib/useFarmData";
import { useToast } from "../lib/useToast";
import { TaskFormBody } from "./TaskFormBody";
import { cachedProducts } from "./useProductData";
import { appliedKind } from "./product-lines";
import { initialValues, MISSING_FIELDS_TEXT, taskPayload, type TaskDialogMode, type TaskFormValues, type TaskWithProducts } from "./task-form";
import { type RecostedTask, SavedApplication } from "./SavedApplication";
import { localizeErrors } from "../lib/validation-text";
import { clientErrors, missingRequired, taskSaveErrors, type FieldErrors } from "./task-validation";
import { recordPath, versionOf } from "../lib/record-versions";
import { isVersionConflict, onVersionConflict } from "../offline/conflict";
import { submitOrQueue } from "../offline/outbox";
import { SavedListsNote } from "../offline/SavedListsNote";

const TITLES: Record<TaskDialogMode, string> = { add: "tasks.addNewTask", edit: "tasks.editTask", copy: "tasks.copyTaskToNewField" };
const SUBMIT: Record<TaskDialogMode, string> = { add: "tasks.createTask", edit: "tasks.updateTask", copy: "tasks.copyTask" };

interface Props {
  mode: TaskDialogMode;
  entityId: number;
  cropYear: number;
  task?: Task;
  onClose(): void;
}

/**
 * The task form. A task of a category that applies products is read whole first (GET /api/tasks/{id}: its product
 * lines and application; the table's rows leave them out), so editing or copying it starts from its lines.
 */
export function TaskDialog(props: Props) {
  const translate = useTranslate();
  const { task, mode } = props;
  const needsLines = mode !== "add" && !!task && !("products" in task) && (!task.categoryName || !!appliedKind(task.categoryName));
  // An edit starts from the task as stored now, read one by one: the form sends back the version it read (If-Match).
  const fresh = mode === "edit" && !!task;
  const whole = useGetOne<Task>("tasks", { id: task?.id ?? 0 }, { enabled: needsLines || fresh });
  if ((needsLines && !whole.data && !whole.error) || (fresh && !whole.isFetchedAfterMount && !whole.error)) {
    return (
      <Dialog open onClose={props.onClose} fullWidth maxWidth="md">
        <DialogTitle>{translate(TITLES[mode])}</DialogTitle>
        <DialogContent sx={{ display: "flex", justifyContent: "center", py: 4 }}>
          <CircularProgress size={28} />
        </DialogContent>
      </Dialog>
    );
  }
  return <TaskDialogForm {...props} task={whole.data ?? task} />;
}

/**
 * Add, edit or copy a task; the server computes the stored totals, the form previews them. The form checks what it
 * would send with the server's own schema; a 400's issues land on their inputs (react-admin's Form hands what
 * `onSubmit` returns to react-hook-form's setError) and only what belongs to no input becomes a toast.
 */
function TaskDialogForm({ mode, entityId, cropYear, task, onClose }: Props) {
  const translate = useTranslate();
  // Built once: a new record object on each render would reset what the user typed.
  const [initial] = useState(() => initialValues(mode, cropYear, task) as unknown as Record<string, unknown>);
  // The version the form started from (read with the task by TaskDialog): a save over a newer one answers 412.
  const [ifMatch] = useState(() => (mode === "edit" && task ? versionOf(recordPath("tasks", task.id)) : undefined));
  const fields = useEntityFields(entityId, cropYear, false);
  const categories = useCategories();
  const fertilizers = useFertilizers();
  const [creating, setCreating] = useState(false);
  const [update, { isPending: updating }] = useUpdate();
  const refresh = useRefresh();
  const toast = useToast();
  const own = mode === "edit" ? (task as TaskWithProducts | undefined) : undefined;
  const hadProducts = (own?.products?.length ?? 0) > 0;
  // The server's answer to a save that applied products or re-costed other tasks: shown before the dialog closes.
  const [saved, setSaved] = useState<(TaskWithProducts & { recosted?: RecostedTask[] }) | null>(null);
  const queryClient = useQueryClient();

  const payloadOf = (v: TaskFormValues) => taskPayload(v, entityId, categories.data?.find((c) => c.id === Number(v.categoryId)), hadProducts);

  const validate = (values: Record<string, unknown>): FieldErrors => {
    const v = values as unknown as TaskFormValues;
    return localizeErrors(clientErrors(payloadOf(v), v), translate);
  };

  const submit = async (values: Record<string, unknown>): Promise<FieldErrors | undefined> => {
    const v = values as unknown as TaskFormValues;
    const missing = missingRequired(v);
    if (Object.keys(missing).length > 0) {
      toast.error(translate(MISSING_FIELDS_TEXT), translate("tasks.missingRequiredFields"));
      return missing;
    }
    const data = payloadOf(v);
    const failed = (fallback: string) => (error: unknown) =>
      taskSaveErrors(error, { lines: v.products, products: cachedProducts(queryClient), fallback, translate }, toast);
    let answer: (TaskWithProducts & { recosted?: RecostedTask[] }) | undefined;
    // Without a network the task is kept on this device and sent when it is back (offline/outbox.ts).
    const label = `${data.name}, ${data.date}`;
    const kept = () => {
      toast.success(translate("offline.kept_offline_detail"), translate("offline.kept_offline"));
      onClose();
      return undefined;
    };
    try {
      if (mode === "edit" && task) {
        answer = await update("tasks", { id: task.id, data, previousData: task, meta: { ifMatch } }, { mutationMode: "pessimistic", returnPromise: true });
        toast.success(translate("tasks.taskUpdatedSuccessfully"));
      } else {
        setCreating(true);
        const sent = await submitOrQueue({ method: "POST", path: "/api/tasks", body: data, label }).finally(() => setCreating(false));
        if (sent.queued) return kept();
        answer = sent.json;
        toast.success(translate("tasks.taskCreatedSuccessfully"));
      }
    } catch (error) {
      if (mode === "edit" && task && !(error instanceof HttpError)) {
        if ((await submitOrQueue({ method: "PUT", path: recordPath("tasks", task.id), body: data, ifMatch, label })).queued) return kept();
        refresh();
        onClose();
        return undefined;
      }
      // Changed in the office since the form opened: both versions side by side, nothing overwritten unasked.
      if (mode === "edit" && task && isVersionConflict(error)) {
        const outcome = await onVersionConflict({ path: recordPath("tasks", task.id), body: data, ifMatch, label: task.name }, error.body.current);
        if (outcome.choice !== "later") onClose();
        return undefined;
      }
      return failed(translate(mode === "edit" ? "tasks.failedToUpdateTask" : "tasks.failedToCreateTask"))(error);
    }
    refresh();
    if (answer && ((answer.products?.length ?? 0) > 0 || (answer.recosted?.length ?? 0) > 0)) setSaved(answer);
    else onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      {/* After a save that applied products: the server's figures in place of the form (SavedApplication). */}
      {saved ? (
        <SavedApplication task={saved} onClose={onClose} />
      ) : (
        <Form record={initial} onSubmit={submit} validate={validate} noValidate>
          <DialogTitle>{translate(TITLES[mode])}</DialogTitle>
          <DialogContent dividers>
            <SavedListsNote />
            <TaskFormBody
              cropYear={cropYear}
              lists={{ fields: fields.data, fieldsError: !!fields.error, categories: categories.data, categoriesError: !!categories.error, fertilizers: fertilizers.data }}
              applied={{ entityId, own: own ? { products: own.products, date: own.date } : undefined, showMoney: true }}
              time={own ? { laborCost: own.laborCost, machineCost: own.machineCost } : undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate("tasks.cancel")}</Button>
            <Button type="submit" variant="contained" disabled={creating || updating}>
              {translate(SUBMIT[mode])}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
