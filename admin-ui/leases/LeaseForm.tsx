import { ArrayInput, AutocompleteInput, FormDataConsumer, NumberInput, ReferenceInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, required, useTranslate, type TranslateFunction } from "react-admin";
import { validationText } from "../lib/validation-text";
import { landlordSharesShape } from "../../api/client/rules";

// Choice names are catalogue keys: react-admin's SelectInput translates them.
const TYPES = [
  { id: "cash", name: "leases.typeCash" },
  { id: "crop_share", name: "leases.typeCropShare" },
  { id: "flex", name: "leases.typeFlex" },
];
const BASES = [
  { id: "per_acre", name: "leases.basisPerAcre" },
  { id: "fixed", name: "leases.basisFixed" },
];

/** What a new lease starts with: cash rent due 50% on March 1 and 50% on November 1. */
export const LEASE_DEFAULTS = {
  startYear: new Date().getFullYear(),
  terms: { type: "cash", basis: "per_acre", schedule: [{ due: "03-01", percent: 50 }, { due: "11-01", percent: 50 }] },
  landlords: [{ sharePercent: 100 }],
};

/** The same share rule as the server (api/domain/leases/terms.ts), shown before saving. */
function validate(values: Record<string, unknown>, translate: TranslateFunction) {
  const shares = landlordSharesShape.safeParse(values.landlords ?? []);
  if (shares.success) return {};
  const message = shares.error.issues[0]?.message;
  return { landlords: message ? validationText(message, translate) : translate("validation.sharesSumTo100") };
}

const Schedule = () => {
  const translate = useTranslate();
  return (
  <ArrayInput source="terms.schedule" label={translate("leases.dueDates")}>
    <SimpleFormIterator inline>
      <TextInput source="due" label={translate("leases.dueMmDd")} helperText={false} validate={required()} />
      <NumberInput source="percent" label="%" helperText={false} validate={required()} />
    </SimpleFormIterator>
  </ArrayInput>
);
};

/** The lease form: field, acres, years, landlords with shares, and the terms of its type. */
export function LeaseForm() {
  const translate = useTranslate();
  return (
    <SimpleForm defaultValues={LEASE_DEFAULTS} validate={(values) => validate(values, translate)}>
      <ReferenceInput source="fieldId" reference="fields" sort={{ field: "name", order: "ASC" }} perPage={1000}>
        <AutocompleteInput label={translate("leases.field")} optionText={(f: { name: string; entityName?: string }) => (f.entityName ? `${f.name} (${f.entityName})` : f.name)} validate={required()} />
      </ReferenceInput>
      <NumberInput source="leasedAcres" label={translate("leases.leasedAcres")} validate={required()} />
      <NumberInput source="startYear" label={translate("leases.firstCropYear")} validate={required()} />
      <NumberInput source="endYear" label={translate("leases.lastCropYearBlankOpen")} />
      <ArrayInput source="landlords" label={translate("leases.landlordsSharesAddUpTo")}>
        <SimpleFormIterator inline>
          <ReferenceInput source="landlordId" reference="landlords" sort={{ field: "name", order: "ASC" }} perPage={1000}>
            <AutocompleteInput label={translate("leases.landlord")} optionText="name" validate={required()} helperText={false} />
          </ReferenceInput>
          <NumberInput source="sharePercent" label={translate("leases.share")} validate={required()} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <SelectInput source="terms.type" label={translate("leases.leaseType")} choices={TYPES} validate={required()} />
      <FormDataConsumer>
        {({ formData }) => {
          const type = formData.terms?.type;
          if (type === "cash") {
            return (
              <>
                <SelectInput source="terms.basis" label={translate("leases.rentBasis")} choices={BASES} validate={required()} />
                <NumberInput source="terms.rate" label={translate("leases.rate")} validate={required()} />
                <Schedule />
              </>
            );
          }
          if (type === "crop_share") {
            return (
              <>
                <NumberInput source="terms.incomePercent" label={translate("leases.landlordsIncome")} validate={required()} />
                <NumberInput source="terms.costDefaultPercent" label={translate("leases.landlordsCostBlankTheIncome")} />
                <ArrayInput source="terms.costPercents" label={translate("leases.costByCategory")}>
                  <SimpleFormIterator inline>
                    <ReferenceInput source="categoryId" reference="task-categories">
                      <SelectInput label={translate("leases.category")} optionText="name" validate={required()} helperText={false} />
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
                <NumberInput source="terms.basePerAcre" label={translate("leases.baseRentAcre")} validate={required()} />
                <NumberInput source="terms.bonusPercent" label={translate("leases.bonusOfGrossRevenueAbove")} validate={required()} />
                <NumberInput source="terms.thresholdPerAcre" label={translate("leases.thresholdGrossRevenueAcre")} validate={required()} />
                <NumberInput source="terms.capPerAcre" label={translate("leases.capAcreOptional")} />
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
