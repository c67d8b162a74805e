import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { CreateBase, Form, required, SaveButton, TextInput, useRefresh, useTranslate } from "react-admin";
import { FieldCreateSchema } from "../../api/client/rules";
import { errorMessage, onFormFields } from "../lib/http";
import { schemaValidator } from "../lib/schema-errors";
import { useToast } from "../lib/useToast";
import { PesticideSiteSection, PUR_SITE_FIELDS, purSitePayload, purSiteValues } from "./PesticideSiteSection";

const FIELDS = ["name", "acreage", "cropType", "location", ...PUR_SITE_FIELDS] as const;

/** Add New Field: Field Name, Acreage, Crop Type, Location/Block (spec 000 section 2), and its pesticide use report site. */
export function FieldCreateDialog({ entityId, onClose }: { entityId: number; onClose(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  // What the form sends, and what the server's own schema checks on each input before it is sent.
  const payloadOf = (data: Record<string, unknown>) => ({ ...data, ...purSitePayload(data), entityId });
  const check = schemaValidator(FieldCreateSchema, payloadOf, translate);
  const validate = [required(), check];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <CreateBase
        resource="fields"
        record={{ entityId, name: "", acreage: "", cropType: "", location: "", ...purSiteValues() }}
        redirect={false}
        transform={payloadOf}
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
        {/* Each refusal sits under its input; react-admin's "form is not valid" toast would cover a phone's actions. */}
        <Form noValidate disableInvalidFormNotification>
          <DialogTitle>{translate("fields.addNewField")}</DialogTitle>
          <DialogContent>
            <TextInput source="name" label={translate("fields.fieldName")} validate={validate} fullWidth autoFocus />
            <TextInput source="acreage" label={translate("fields.acreage")} type="number" validate={validate} fullWidth slotProps={{ htmlInput: { step: "0.1", min: 0 } }} />
            <TextInput source="cropType" label={translate("fields.cropType2")} validate={check} fullWidth placeholder={translate("fields.eGAlfalfa")} />
            <TextInput source="location" label={translate("fields.locationBlock")} validate={check} fullWidth />
            <PesticideSiteSection check={check} />
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
