import { ArrayInput, AutocompleteInput, FormDataConsumer, NumberInput, ReferenceInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, required } from "react-admin";
import { landlordSharesShape } from "../../api/domain/leases/terms";

const TYPES = [
  { id: "cash", name: "Cash rent" },
  { id: "crop_share", name: "Crop share" },
  { id: "flex", name: "Flex" },
];
const BASES = [
  { id: "per_acre", name: "$ per leased acre" },
  { id: "fixed", name: "Fixed $ per year" },
];

/** What a new lease starts with: cash rent due 50% on March 1 and 50% on November 1. */
export const LEASE_DEFAULTS = {
  startYear: new Date().getFullYear(),
  terms: { type: "cash", basis: "per_acre", schedule: [{ due: "03-01", percent: 50 }, { due: "11-01", percent: 50 }] },
  landlords: [{ sharePercent: 100 }],
};

/** The same share rule as the server (api/domain/leases/terms.ts), shown before saving. */
function validate(values: Record<string, unknown>) {
  const shares = landlordSharesShape.safeParse(values.landlords ?? []);
  return shares.success ? {} : { landlords: shares.error.issues[0]?.message ?? "invalid shares" };
}

const Schedule = () => (
  <ArrayInput source="terms.schedule" label="Due dates">
    <SimpleFormIterator inline>
      <TextInput source="due" label="Due (MM-DD)" helperText={false} validate={required()} />
      <NumberInput source="percent" label="%" helperText={false} validate={required()} />
    </SimpleFormIterator>
  </ArrayInput>
);

/** The lease form: field, acres, years, landlords with shares, and the terms of its type. */
export function LeaseForm() {
  return (
    <SimpleForm defaultValues={LEASE_DEFAULTS} validate={validate}>
      <ReferenceInput source="fieldId" reference="fields" sort={{ field: "name", order: "ASC" }} perPage={1000}>
        <AutocompleteInput label="Field" optionText={(f: { name: string; entityName?: string }) => (f.entityName ? `${f.name} (${f.entityName})` : f.name)} validate={required()} />
      </ReferenceInput>
      <NumberInput source="leasedAcres" label="Leased acres" validate={required()} />
      <NumberInput source="startYear" label="First crop year" validate={required()} />
      <NumberInput source="endYear" label="Last crop year (blank = open)" />
      <ArrayInput source="landlords" label="Landlords (shares add up to 100)">
        <SimpleFormIterator inline>
          <ReferenceInput source="landlordId" reference="landlords" sort={{ field: "name", order: "ASC" }} perPage={1000}>
            <AutocompleteInput label="Landlord" optionText="name" validate={required()} helperText={false} />
          </ReferenceInput>
          <NumberInput source="sharePercent" label="Share %" validate={required()} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <SelectInput source="terms.type" label="Lease type" choices={TYPES} validate={required()} />
      <FormDataConsumer>
        {({ formData }) => {
          const type = formData.terms?.type;
          if (type === "cash") {
            return (
              <>
                <SelectInput source="terms.basis" label="Rent basis" choices={BASES} validate={required()} />
                <NumberInput source="terms.rate" label="Rate ($)" validate={required()} />
                <Schedule />
              </>
            );
          }
          if (type === "crop_share") {
            return (
              <>
                <NumberInput source="terms.incomePercent" label="Landlords' income %" validate={required()} />
                <NumberInput source="terms.costDefaultPercent" label="Landlords' cost % (blank = the income %)" />
                <ArrayInput source="terms.costPercents" label="Cost % by category">
                  <SimpleFormIterator inline>
                    <ReferenceInput source="categoryId" reference="task-categories">
                      <SelectInput label="Category" optionText="name" validate={required()} helperText={false} />
                    </ReferenceInput>
                    <NumberInput source="percent" label="%" validate={required()} helperText={false} />
                  </SimpleFormIterator>
                </ArrayInput>
              </>
            );
          }
          if (type === "flex") {
            return (
              <>
                <NumberInput source="terms.basePerAcre" label="Base rent $/acre" validate={required()} />
                <NumberInput source="terms.bonusPercent" label="Bonus % of gross revenue above threshold" validate={required()} />
                <NumberInput source="terms.thresholdPerAcre" label="Threshold gross revenue $/acre" validate={required()} />
                <NumberInput source="terms.capPerAcre" label="Cap $/acre (optional)" />
                <Schedule />
              </>
            );
          }
          return null;
        }}
      </FormDataConsumer>
      <TextInput source="notes" multiline fullWidth />
    </SimpleForm>
  );
}
