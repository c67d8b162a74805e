import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { CreateBase, Form, required, SaveButton, TextInput, useRefresh, useTranslate } from "react-admin";
import { errorMessage, onFormFields } from "../lib/http";
import { useToast } from "../lib/useToast";


const FIELDS = ["name", "acreage", "cropType", "location"] as const;

/** Add New Field: Field Name, Acreage, Crop Type, Location/Block (spec 000 section 2). */
export function FieldCreateDialog({ entityId, onClose }: { entityId: number; onClose(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <CreateBase
        resource="fields"
        record={{ entityId, name: "", acreage: "", cropType: "", location: "" }}
        redirect={false}
        transform={(data) => ({ ...data, entityId })}
        mutationOptions={{
          onSuccess: () => {
            toast.success(translate("fields.fieldCreatedSuccessfully"));
            refresh();
            onClose();
          },
          // A 400 naming an input is shown under it (react-admin sets it on the form); the toast is for the rest.
          onError: (error) => !onFormFields(error, FIELDS) && toast.error(errorMessage(error, translate("fields.failedToCreateField"))),
        }}
      >
        <Form noValidate>
          <DialogTitle>{translate("fields.addNewField")}</DialogTitle>
          <DialogContent>
            <TextInput source="name" label={translate("fields.fieldName")} validate={required()} fullWidth autoFocus />
            <TextInput source="acreage" label={translate("fields.acreage")} type="number" validate={required()} fullWidth slotProps={{ htmlInput: { step: "0.1", min: 0 } }} />
            <TextInput source="cropType" label={translate("fields.cropType2")} fullWidth placeholder={translate("fields.eGAlfalfa")} />
            <TextInput source="location" label={translate("fields.locationBlock")} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate("fields.cancel")}</Button>
            <SaveButton label={translate("fields.createField")} />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
}
