import { AutocompleteInput, Create, CreateButton, Datagrid, DateInput, FormDataConsumer, List, NumberField, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextField, TextInput, TopToolbar, required, useGetOne } from "react-admin";
import { PAYMENT_METHODS } from "../../api/domain/leases/payments";

const METHODS = PAYMENT_METHODS.map((m) => ({ id: m, name: m.toUpperCase() === "ACH" ? "ACH" : m[0]!.toUpperCase() + m.slice(1) }));

/** Rent payments, newest first. */
export function PaymentList() {
  return (
    <List title="Rent payments" actions={<TopToolbar><CreateButton /></TopToolbar>} sort={{ field: "date", order: "DESC" }}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="date" />
        <TextField source="landlordName" label="Landlord" />
        <TextField source="fieldName" label="Field" />
        <TextField source="entityName" label="Entity" />
        <TextField source="cropYear" label="Crop year" />
        <NumberField source="amount" options={{ style: "currency", currency: "USD" }} />
        <TextField source="method" />
        <TextField source="memo" />
      </Datagrid>
    </List>
  );
}

/** The landlords of the chosen lease, as the lease lists them. */
function LandlordOfLease({ leaseId }: { leaseId?: number }) {
  const { data } = useGetOne<{ id: number; landlords: { landlordId: number; name: string }[] }>("leases", { id: leaseId! }, { enabled: !!leaseId });
  const choices = (data?.landlords ?? []).map((l) => ({ id: l.landlordId, name: l.name }));
  return <SelectInput source="landlordId" label="Landlord" choices={choices} validate={required()} disabled={!leaseId} />;
}

export function PaymentCreate() {
  return (
    <Create title="Record a payment" redirect="list">
      <SimpleForm defaultValues={{ method: "check", date: new Date().toISOString().slice(0, 10) }}>
        <ReferenceInput source="leaseId" reference="leases" perPage={1000}>
          <AutocompleteInput label="Lease" optionText={(l: { fieldName: string; landlordNames: string; startYear: number }) => `${l.fieldName} - ${l.landlordNames} (${l.startYear})`} validate={required()} />
        </ReferenceInput>
        <FormDataConsumer>{({ formData }) => <LandlordOfLease leaseId={formData.leaseId} />}</FormDataConsumer>
        <DateInput source="date" validate={required()} />
        <NumberInput source="cropYear" label="Crop year (blank = the date's year)" />
        <NumberInput source="amount" label="Amount ($)" validate={required()} />
        <SelectInput source="method" choices={METHODS} validate={required()} />
        <TextInput source="memo" fullWidth />
      </SimpleForm>
    </Create>
  );
}
