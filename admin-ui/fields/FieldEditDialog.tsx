import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { EditBase, Form, required, SaveButton, TextInput, useRefresh, useTranslate } from "react-admin";
import { errorMessage, onFormFields } from "../lib/http";
import type { Field } from "../lib/types";
import { useToast } from "../lib/useToast";


const FIELDS = ["name", "acreage", "location"] as const;

/** Edit Field: Field Name, Acreage, Location; only those three are sent (spec 000 section 7). */
export function FieldEditDialog({ field, onClose }: { field: Field; onClose(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <EditBase
        resource="fields"
        id={field.id}
        mutationMode="pessimistic"
        redirect={false}
        transform={(data: Field) => ({ name: data.name, acreage: data.acreage, location: data.location ?? "" })}
        mutationOptions={{
          onSuccess: () => {
            toast.success(translate("fields.fieldUpdatedSuccessfully"));
            refresh();
            onClose();
          },
          // A 400 naming an input is shown under it (react-admin sets it on the form); the toast is for the rest.
          onError: (error) => !onFormFields(error, FIELDS) && toast.error(errorMessage(error, translate("fields.anErrorOccurred")), translate("fields.failedToUpdateField")),
        }}
      >
        <Form noValidate>
          <DialogTitle>{translate("fields.editField")}</DialogTitle>
          <DialogContent>
            <TextInput source="name" label={translate("fields.fieldName")} validate={required()} fullWidth />
            <TextInput source="acreage" label={translate("fields.acreage")} type="number" validate={required()} fullWidth slotProps={{ htmlInput: { step: "0.1", min: 0 } }} />
            <TextInput source="location" label={translate("fields.location")} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate("fields.cancel")}</Button>
            <SaveButton label={translate("fields.saveChanges")} />
          </DialogActions>
        </Form>
      </EditBase>
    </Dialog>
  );
}
