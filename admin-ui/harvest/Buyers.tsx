import { Create, CreateButton, Datagrid, Edit, EditButton, List, SearchInput, SimpleForm, SimpleList, TextField, TextInput, TopToolbar, required, useTranslate } from "react-admin";
import { useIsSmall } from "../layout/useIsSmall";
import { EmptyList } from "../lib/EmptyList";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import type { Buyer } from "./words";

function Empty({ create }: { create: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyList message={translate("harvest.noBuyersYet")} hint={translate(create ? "harvest.noBuyersHint" : "harvest.noBuyersReadonly")}>
      {create && <CreateButton variant="contained" label={translate("harvest.newBuyer")} />}
    </EmptyList>
  );
}

/** The elevators, processors and merchants the farm sells to, shared by every entity. */
export function BuyerList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const may = useMayChange("buyers");
  return (
    <>
      <PageHeading title={translate("harvest.buyers")} />
      <List
        title={translate("harvest.buyers")}
        actions={may.create ? <TopToolbar><CreateButton label={translate("harvest.newBuyer")} /></TopToolbar> : false}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate("harvest.searchBuyers")} />]}
        sort={{ field: "name", order: "ASC" }}
        empty={<Empty create={may.create} />}
      >
        {small ? (
          <SimpleList<Buyer> rowClick={may.update ? "edit" : false} primaryText={(r) => r.name} secondaryText={(r) => r.address} />
        ) : (
          <Datagrid rowClick={may.update ? "edit" : false} bulkActionButtons={false}>
            <TextField source="name" label={translate("harvest.name")} />
            <TextField source="address" label={translate("harvest.address")} emptyText="" sortable={false} />
            <TextField source="notes" label={translate("harvest.notes")} emptyText="" sortable={false} />
            {may.update && <EditButton />}
          </Datagrid>
        )}
      </List>
    </>
  );
}

const payload = ({ name, address, notes }: Record<string, unknown>) => ({ name, address: address ?? "", notes: notes ?? "" });

function BuyerForm() {
  const translate = useTranslate();
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <TextInput source="name" label={translate("harvest.name")} validate={required()} fullWidth />
      <TextInput source="address" label={translate("harvest.address")} multiline fullWidth />
      <TextInput source="notes" label={translate("harvest.notes")} multiline fullWidth />
    </SimpleForm>
  );
}

export function BuyerCreate() {
  const translate = useTranslate();
  return (
    <>
      <PageHeading title={translate("harvest.newBuyer")} back={{ to: "/buyers", label: translate("harvest.buyers") }} />
      <Create title={translate("harvest.newBuyer")} redirect="list" transform={payload}>
        <BuyerForm />
      </Create>
    </>
  );
}

export function BuyerEdit() {
  const translate = useTranslate();
  return (
    <>
      <PageHeading title={translate("harvest.buyer")} back={{ to: "/buyers", label: translate("harvest.buyers") }} />
      <Edit title={translate("harvest.buyer")} mutationMode="pessimistic" redirect="list" transform={payload}>
        <BuyerForm />
      </Edit>
    </>
  );
}
