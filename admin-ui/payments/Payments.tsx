import { AutocompleteInput, Create, CreateButton, Datagrid, DateInput, FormDataConsumer, FunctionField, List, NumberInput, ReferenceInput, SelectInput, SimpleForm, SimpleList, TextField, TextInput, TopToolbar, required, useGetOne, useTranslate } from "react-admin";
import { PAYMENT_METHODS } from "../../api/client/rules";
import { useIsSmall } from "../layout/useIsSmall";
import { Money } from "../reports/Money";
import { useMayChange } from "../lib/usePermissionsInfo";

// Catalogue keys, which SelectInput translates; the value sent stays the method's code.
const METHODS = PAYMENT_METHODS.map((m) => ({ id: m, name: `payments.methods.${m}` }));

interface PaymentRow {
  id: number;
  date: string;
  landlordName: string;
  fieldName: string;
  cropYear: number;
  amount: string;
  method: string;
}

/** Rent payments, newest first. */
export function PaymentList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const may = useMayChange("payments");
  return (
    <List title={translate("payments.rentPayments")} actions={may.create ? <TopToolbar><CreateButton /></TopToolbar> : false} sort={{ field: "date", order: "DESC" }}>
      {small ? (
        // A phone gets react-admin's SimpleList: eight columns would push the page sideways.
        <SimpleList<PaymentRow>
          rowClick={false}
          primaryText={(r) => `${r.landlordName} · ${r.fieldName}`}
          secondaryText={(r) => `${r.date} · ${translate(`payments.methods.${r.method}`)} · ${translate("payments.cropYear")} ${r.cropYear}`}
          tertiaryText={(r) => <Money value={r.amount} />}
        />
      ) : (
        <Datagrid bulkActionButtons={false}>
          <TextField source="date" />
          <TextField source="landlordName" label={translate("payments.landlord")} />
          <TextField source="fieldName" label={translate("payments.field")} />
          <TextField source="entityName" label={translate("payments.entity")} />
          <TextField source="cropYear" label={translate("payments.cropYear")} />
          <FunctionField source="amount" textAlign="right" render={(r: PaymentRow) => <Money value={r.amount} />} />
          <TextField source="method" />
          <TextField source="memo" />
        </Datagrid>
      )}
    </List>
  );
}

/** The landlords of the chosen lease, as the lease lists them. */
function LandlordOfLease({ leaseId }: { leaseId?: number }) {
  const translate = useTranslate();
  const { data } = useGetOne<{ id: number; landlords: { landlordId: number; name: string }[] }>("leases", { id: leaseId! }, { enabled: !!leaseId });
  const choices = (data?.landlords ?? []).map((l) => ({ id: l.landlordId, name: l.name }));
  return <SelectInput source="landlordId" label={translate("payments.landlord")} choices={choices} validate={required()} disabled={!leaseId} />;
}

export function PaymentCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate("payments.recordAPayment")} redirect="list">
      <SimpleForm defaultValues={{ method: "check", date: new Date().toISOString().slice(0, 10) }}>
        <ReferenceInput source="leaseId" reference="leases" perPage={1000}>
          <AutocompleteInput label={translate("payments.lease")} optionText={(l: { fieldName: string; landlordNames: string; startYear: number }) => `${l.fieldName} - ${l.landlordNames} (${l.startYear})`} validate={required()} />
        </ReferenceInput>
        <FormDataConsumer>{({ formData }) => <LandlordOfLease leaseId={formData.leaseId} />}</FormDataConsumer>
        <DateInput source="date" validate={required()} />
        <NumberInput source="cropYear" label={translate("payments.cropYearBlankTheDate")} />
        <NumberInput source="amount" label={translate("payments.amount")} validate={required()} />
        <SelectInput source="method" choices={METHODS} validate={required()} />
        <TextInput source="memo" fullWidth />
      </SimpleForm>
    </Create>
  );
}
