import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useState } from "react";
import { Form, useCreate, useRefresh, useUpdate } from "react-admin";
import { errorMessage } from "../lib/http";
import type { Task } from "../lib/types";
import { useCategories, useEntityFields, useFertilizers } from "../lib/useFarmData";
import { useToast } from "../lib/useToast";
import { TaskFormBody } from "./TaskFormBody";
import { hasRequired, initialValues, MISSING_FIELDS_TEXT, taskPayload, type TaskDialogMode, type TaskFormValues } from "./task-form";

const TITLES: Record<TaskDialogMode, string> = { add: "Add New Task", edit: "Edit Task", copy: "Copy Task to New Field" };
const SUBMIT: Record<TaskDialogMode, string> = { add: "Create Task", edit: "Update Task", copy: "Copy Task" };

interface Props {
  mode: TaskDialogMode;
  entityId: number;
  cropYear: number;
  task?: Task;
  onClose(): void;
}

/** Add, edit or copy a task; the server computes the stored totals, the form previews them. */
export function TaskDialog({ mode, entityId, cropYear, task, onClose }: Props) {
  // Built once: a new record object on each render would reset what the user typed.
  const [initial] = useState(() => initialValues(mode, cropYear, task) as unknown as Record<string, unknown>);
  const fields = useEntityFields(entityId, cropYear, false);
  const categories = useCategories();
  const fertilizers = useFertilizers();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const refresh = useRefresh();
  const toast = useToast();

  const submit = (values: Record<string, unknown>) => {
    const v = values as unknown as TaskFormValues;
    if (!hasRequired(v)) return toast.error(MISSING_FIELDS_TEXT, "Missing required fields");
    const category = categories.data?.find((c) => c.id === Number(v.categoryId));
    const data = taskPayload(v, entityId, category);
    const done = (message: string) => () => {
      toast.success(message);
      refresh();
      onClose();
    };
    if (mode === "edit" && task) {
      update("tasks", { id: task.id, data, previousData: task }, { mutationMode: "pessimistic", onSuccess: done("Task updated successfully"), onError: (e) => toast.error(errorMessage(e, "Failed to update task")) });
    } else {
      create("tasks", { data }, { onSuccess: done("Task created successfully"), onError: (e) => toast.error(errorMessage(e, "Failed to create task")) });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <Form record={initial} onSubmit={submit} noValidate>
        <DialogTitle>{TITLES[mode]}</DialogTitle>
        <DialogContent dividers>
          <TaskFormBody
            cropYear={cropYear}
            lists={{ fields: fields.data, fieldsError: !!fields.error, categories: categories.data, categoriesError: !!categories.error, fertilizers: fertilizers.data }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={creating || updating}>
            {SUBMIT[mode]}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
