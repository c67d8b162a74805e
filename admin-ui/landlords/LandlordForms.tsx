import { Button } from "@mui/material";
import { Create, Edit, SimpleForm, TextInput, TopToolbar, required, useRecordContext } from "react-admin";
import { Link } from "react-router-dom";

function Fields({ editing }: { editing?: boolean }) {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="contact" fullWidth helperText="Phone or email" />
      <TextInput source="mailingAddress" label="Mailing address" multiline fullWidth />
      <TextInput source="notes" multiline fullWidth />
      <TextInput
        source="taxId"
        label="Tax ID (SSN or EIN)"
        helperText={editing ? "Stored masked; leave blank to keep the one on file" : "Optional; only ever shown masked"}
      />
    </>
  );
}

function StatementLink() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <TopToolbar>
      <Button component={Link} to={`/landlords/${record.id}/statement`}>Statement</Button>
    </TopToolbar>
  );
}

export const LandlordCreate = () => (
  <Create title="New landlord" redirect="list">
    <SimpleForm>
      <Fields />
    </SimpleForm>
  </Create>
);

/** The tax id field starts empty: the server never sends it back, and a blank one is left out so it stays. */
export const LandlordEdit = () => (
  <Edit
    title="Landlord"
    mutationMode="pessimistic"
    actions={<StatementLink />}
    transform={(data: Record<string, unknown>) => {
      const { taxId, taxIdMasked: _m, id: _id, createdAt: _c, ...rest } = data;
      return taxId ? { ...rest, taxId } : rest;
    }}
  >
    <SimpleForm>
      <Fields editing />
    </SimpleForm>
  </Edit>
);
