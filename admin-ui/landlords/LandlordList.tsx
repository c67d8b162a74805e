import { CreateButton, Datagrid, EditButton, List, TextField, TopToolbar, useTranslate } from "react-admin";
import { Button } from "@mui/material";
import { Link } from "react-router-dom";

const Actions = () => {
  const translate = useTranslate();
  return (
  <TopToolbar>
    <Button component={Link} to="/leases">{translate("landlords.leases")}</Button>
    <Button component={Link} to="/payments">{translate("landlords.payments")}</Button>
    <CreateButton />
  </TopToolbar>
);
};

/** Landlords, shared by every entity; the tax id only masked. */
export function LandlordList() {
  const translate = useTranslate();
  return (
    <List title={translate("landlords.landlords")} actions={<Actions />} sort={{ field: "name", order: "ASC" }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="contact" />
        <TextField source="mailingAddress" label={translate("landlords.mailingAddress")} />
        <TextField source="taxIdMasked" label={translate("landlords.taxId")} />
        <EditButton />
      </Datagrid>
    </List>
  );
}
