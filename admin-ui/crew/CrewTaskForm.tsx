import { Box, Button, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { Form, HttpError, useDelete, useRefresh, useTranslate, useUpdate } from "react-admin";
import { useFarm } from "../layout/FarmContext";
import { useEntities } from "../layout/useEntities";
import { errorMessage } from "../lib/http";
import type { Task } from "../lib/types";
import { useCategories, useEntityFields, useFertilizers } from "../lib/useFarmData";
import { useToast } from "../lib/useToast";
import { localizeErrors } from "../lib/validation-text";
import { taskSaveErrors, type FieldErrors } from "../tasks/task-validation";
import type { TaskProductLine } from "../tasks/product-lines";
import { cachedProducts } from "../tasks/useProductData";
import { useQueryClient } from "@tanstack/react-query";
import { submitOrQueue } from "../offline/outbox";
import { SavedListsNote } from "../offline/SavedListsNote";
import { useCategoryName } from "../lib/useCategoryName";
import { shortDate } from "../lib/format";
import { CrewDetails } from "./CrewDetails";
import { CrewFieldInputs } from "./CrewFieldInputs";
import { crewCategories, crewClientErrors, crewInitialValues, crewMissing, crewPayload, type CrewFormValues } from "./crew-form";

/**
 * The Record work form: field, category, date, acres and the details the category asks for; no money (the server
 * prices the entry from the entity's price list). With `task` it edits that entry and offers Delete.
 */
export function CrewTaskForm({ task, onDone }: { task?: Task; onDone(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const { cropYear } = useFarm();
  const { entities, selected } = useEntities();
  const { selectEntity } = useFarm();
  const entityId = task?.entityId ?? selected?.id;
  const fields = useEntityFields(entityId ?? 0, cropYear, false);
  const categories = useCategories();
  const fertilizers = useFertilizers();
  const [initial] = useState(() => crewInitialValues(task) as unknown as Record<string, unknown>);
  const [creating, setCreating] = useState(false);
  const [update, { isPending: updating }] = useUpdate();
  const [deleteOne, { isPending: deleting }] = useDelete();

  const queryClient = useQueryClient();
  const nameOf = useCategoryName();
  const ownProducts = (task as (Task & { products?: TaskProductLine[] }) | undefined)?.products;
  const categoryName = (v: CrewFormValues) => categories.data?.find((c) => c.id === Number(v.categoryId))?.name;
  const payloadOf = (v: CrewFormValues) => crewPayload(v, entityId ?? 0, task?.cropYear ?? cropYear, categoryName(v), (ownProducts?.length ?? 0) > 0);
  const validate = (values: Record<string, unknown>): FieldErrors => {
    const v = values as unknown as CrewFormValues;
    return localizeErrors(crewClientErrors(payloadOf(v), v), translate);
  };

  const submit = async (values: Record<string, unknown>): Promise<FieldErrors | undefined> => {
    const v = values as unknown as CrewFormValues;
    const missing = crewMissing(v, translate("crew.form.required"));
    if (Object.keys(missing).length > 0) return missing;
    const data = payloadOf(v);
    // Without a network the entry is kept on this device and sent when it is back (offline/outbox.ts).
    const label = `${nameOf(categoryName(v) ?? "")}, ${fields.data?.find((f) => f.id === Number(v.fieldId))?.name ?? ""}, ${shortDate(v.date)}`;
    let queued = false;
    setCreating(!task);
    try {
      if (task) await update("tasks", { id: task.id, data, previousData: task }, { mutationMode: "pessimistic", returnPromise: true });
      else queued = (await submitOrQueue({ method: "POST", path: "/api/tasks", body: data, label })).queued;
    } catch (error) {
      if (task && !(error instanceof HttpError)) {
        queued = (await submitOrQueue({ method: "PUT", path: `/api/tasks/${task.id}`, body: data, label })).queued;
      } else {
        const fallback = translate("crew.save_failed");
        return taskSaveErrors(error, { lines: v.products, products: cachedProducts(queryClient), fallback, title: fallback, translate }, toast);
      }
    } finally {
      setCreating(false);
    }
    if (queued) toast.success(translate("offline.kept_offline_detail"), translate("offline.kept_offline"));
    else toast.success(translate(task ? "crew.updated" : "crew.saved"), translate("crew.done"));
    refresh();
    onDone();
    return undefined;
  };

  const remove = () => {
    if (!task || !window.confirm(translate("crew.confirm_delete"))) return;
    deleteOne(
      "tasks",
      { id: task.id, previousData: task },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          toast.success(translate("crew.deleted"), translate("crew.done"));
          refresh();
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, translate("crew.delete_failed")), translate("crew.delete_failed")),
      },
    );
  };

  return (
    <Form record={initial} onSubmit={submit} validate={validate} noValidate>
      <SavedListsNote />
      {entities.length > 1 && !task && (
        <TextField
          select
          fullWidth
          label={translate("crew.form.entity")}
          value={entityId ?? ""}
          onChange={(e) => selectEntity(Number(e.target.value))}
          sx={{ mb: 1 }}
        >
          {entities.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <CrewFieldInputs fields={fields.data} fieldsError={!!fields.error} categories={crewCategories(categories.data)} />
      <CrewDetails fertilizers={fertilizers.data} categories={categories.data} applied={{ entityId, own: task ? { products: ownProducts, date: task.date } : undefined, showMoney: false }} />
      <Box
        sx={{
          display: "flex", gap: 1, flexWrap: "wrap", justifyContent: "flex-end", position: "sticky", bottom: 0, zIndex: 1,
          bgcolor: "background.paper", py: 1.5, borderTop: 1, borderColor: "divider", mt: 1,
        }}
      >
        {task && (
          <>
            <Button color="error" onClick={remove} disabled={deleting} sx={{ mr: "auto" }}>
              {translate("crew.action.delete")}
            </Button>
            <Button onClick={onDone}>{translate("crew.action.cancel")}</Button>
          </>
        )}
        <Button type="submit" variant="contained" size="large" disabled={creating || updating || !entityId} sx={{ flex: { xs: task ? "0 0 auto" : "1 1 100%", sm: "0 0 auto" } }}>
          {translate(task ? "crew.action.update" : "crew.action.save")}
        </Button>
      </Box>
    </Form>
  );
}
