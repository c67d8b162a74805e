import { Button } from "@mui/material";
import { Create, Edit, SimpleForm, TextInput, TopToolbar, required, useRecordContext, useTranslate } from "react-admin";
import { Link } from "react-router-dom";

function Fields({ editing }: { editing?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="contact" fullWidth helperText={translate("landlords.phoneOrEmail")} />
      <TextInput source="mailingAddress" label={translate("landlords.mailingAddress")} multiline fullWidth />
      <TextInput source="notes" multiline fullWidth />
      <TextInput
        source="taxId"
        label={translate("landlords.taxIdSsnOrEin")}
        helperText={editing ? translate("landlords.storedMaskedLeaveBlankTo") : translate("landlords.optionalOnlyEverShownMasked")}
      />
    </>
  );
}

function StatementLink() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <TopToolbar>
      <Button component={Link} to={`/landlords/${record.id}/statement`}>{translate("landlords.statement")}</Button>
    </TopToolbar>
  );
}

export const LandlordCreate = () => {
  const translate = useTranslate();
  return (
  <Create title={translate("landlords.newLandlord")} redirect="list">
    <SimpleForm>
      <Fields />
    </SimpleForm>
  </Create>
);
};

/** The tax id field starts empty: the server never sends it back, and a blank one is left out so it stays. */
export const LandlordEdit = () => {
  const translate = useTranslate();
  return (
  <Edit
    title={translate("landlords.landlord")}
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
};
