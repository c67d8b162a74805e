import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { CreateBase, Form, required, SaveButton, TextInput, useRefresh } from "react-admin";
import { errorMessage, onFormFields } from "../lib/http";
import { useToast } from "../lib/useToast";


const FIELDS = ["name", "acreage", "cropType", "location"] as const;

/** Add New Field: Field Name, Acreage, Crop Type, Location/Block (spec 000 section 2). */
export function FieldCreateDialog({ entityId, onClose }: { entityId: number; onClose(): void }) {
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
            toast.success("Field created successfully");
            refresh();
            onClose();
          },
          // A 400 naming an input is shown under it (react-admin sets it on the form); the toast is for the rest.
          onError: (error) => !onFormFields(error, FIELDS) && toast.error(errorMessage(error, "Failed to create field")),
        }}
      >
        <Form noValidate>
          <DialogTitle>Add New Field</DialogTitle>
          <DialogContent>
            <TextInput source="name" label="Field Name" validate={required()} fullWidth autoFocus />
            <TextInput source="acreage" label="Acreage" type="number" validate={required()} fullWidth slotProps={{ htmlInput: { step: "0.1", min: 0 } }} />
            <TextInput source="cropType" label="Crop Type" fullWidth placeholder="e.g. Alfalfa" />
            <TextInput source="location" label="Location/Block" fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton label="Create Field" />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
}
