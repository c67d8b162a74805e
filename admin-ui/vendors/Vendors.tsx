import { Create, CreateButton, Datagrid, Edit, EditButton, List, SearchInput, SimpleForm, SimpleList, TextField, TextInput, TopToolbar, required, useTranslate } from "react-admin";
import { useIsSmall } from "../layout/useIsSmall";
import { EmptyList } from "../lib/EmptyList";
import { PageHeading } from "../lib/PageHeading";
import { useSaveError } from "../lib/useSaveError";
import { useMayChange } from "../lib/usePermissionsInfo";

interface VendorRow {
  id: number;
  name: string;
  notes: string;
}

function Empty({ create }: { create: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyList message={translate("inputs.noVendorsYet")} hint={translate(create ? "inputs.noVendorsHint" : "inputs.noVendorsReadonly")}>
      {create && <CreateButton variant="contained" />}
    </EmptyList>
  );
}

/** The farm's suppliers, shared by every entity. */
export function VendorList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const may = useMayChange("vendors");
  return (
    <>
      <PageHeading title={translate("inputs.vendors")} />
      <List
        title={translate("inputs.vendors")}
        actions={may.create ? <TopToolbar><CreateButton /></TopToolbar> : false}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate("inputs.searchVendors")} />]}
        sort={{ field: "name", order: "ASC" }}
        empty={<Empty create={may.create} />}
      >
        {small ? (
          <SimpleList<VendorRow> rowClick={may.update ? "edit" : false} primaryText={(r) => r.name} secondaryText={(r) => r.notes} />
        ) : (
          <Datagrid rowClick={may.update ? "edit" : false} bulkActionButtons={false}>
            <TextField source="name" label={translate("inputs.name")} />
            <TextField source="notes" label={translate("inputs.notes")} emptyText="" sortable={false} />
            {may.update && <EditButton />}
          </Datagrid>
        )}
      </List>
    </>
  );
}

const payload = ({ id: _id, createdAt: _c, ...rest }: Record<string, unknown>) => rest;

function VendorForm() {
  const translate = useTranslate();
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <TextInput source="name" label={translate("inputs.name")} validate={required()} fullWidth />
      <TextInput source="notes" label={translate("inputs.notes")} multiline fullWidth helperText={translate("inputs.vendorNotesHelp")} />
    </SimpleForm>
  );
}

export function VendorCreate() {
  const translate = useTranslate();
  const onError = useSaveError();
  return (
    <Create title={translate("inputs.newVendor")} redirect="list" transform={payload} mutationOptions={{ onError }}>
      <VendorForm />
    </Create>
  );
}

export function VendorEdit() {
  const translate = useTranslate();
  const onError = useSaveError();
  return (
    <Edit title={translate("inputs.vendor")} mutationMode="pessimistic" redirect="list" transform={payload} mutationOptions={{ onError }}>
      <VendorForm />
    </Edit>
  );
}
