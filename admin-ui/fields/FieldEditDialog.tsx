import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { EditBase, Form, required, SaveButton, TextInput, useRefresh, useTranslate } from "react-admin";
import { FieldUpdateSchema } from "../../api/client/rules";
import { errorMessage, onFormFields } from "../lib/http";
import { schemaValidator } from "../lib/schema-errors";
import type { Field } from "../lib/types";
import { useToast } from "../lib/useToast";
import { PesticideSiteSection, PUR_SITE_FIELDS, purSitePayload } from "./PesticideSiteSection";

const FIELDS = ["name", "acreage", "location", ...PUR_SITE_FIELDS] as const;

/** Edit Field: Field Name, Acreage, Location (spec 000 section 7) and the pesticide use report site; only those are sent. */
export function FieldEditDialog({ field, onClose }: { field: Field; onClose(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  // What the form sends, and what the server's own schema checks on each input before it is sent.
  const payloadOf = (data: Record<string, unknown>) => ({ name: data.name, acreage: data.acreage, location: data.location ?? "", ...purSitePayload(data) });
  const check = schemaValidator(FieldUpdateSchema, payloadOf, translate);
  const validate = [required(), check];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <EditBase
        resource="fields"
        id={field.id}
        mutationMode="pessimistic"
        redirect={false}
        transform={payloadOf}
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
        {/* Each refusal sits under its input; react-admin's "form is not valid" toast would cover a phone's actions. */}
        <Form noValidate disableInvalidFormNotification>
          <DialogTitle>{translate("fields.editField")}</DialogTitle>
          <DialogContent>
            <TextInput source="name" label={translate("fields.fieldName")} validate={validate} fullWidth />
            <TextInput source="acreage" label={translate("fields.acreage")} type="number" validate={validate} fullWidth slotProps={{ htmlInput: { step: "0.1", min: 0 } }} />
            <TextInput source="location" label={translate("fields.location")} validate={check} fullWidth />
            <PesticideSiteSection check={check} />
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
