import { CreateButton, Datagrid, EditButton, List, TextField, TopToolbar } from "react-admin";
import { Button } from "@mui/material";
import { Link } from "react-router-dom";

const Actions = () => (
  <TopToolbar>
    <Button component={Link} to="/leases">Leases</Button>
    <Button component={Link} to="/payments">Payments</Button>
    <CreateButton />
  </TopToolbar>
);

/** Landlords, shared by every entity; the tax id only masked. */
export function LandlordList() {
  return (
    <List title="Landlords" actions={<Actions />} sort={{ field: "name", order: "ASC" }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="contact" />
        <TextField source="mailingAddress" label="Mailing address" />
        <TextField source="taxIdMasked" label="Tax ID" />
        <EditButton />
      </Datagrid>
    </List>
  );
}
