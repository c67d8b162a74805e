import { Box } from "@mui/material";
import { BooleanInput, SelectInput } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import type { Category, Field } from "../lib/types";
import { useCategoryName } from "../lib/useCategoryName";
import { AmountInput, PlainInput } from "../tasks/inputs";
import type { CrewFormValues } from "./crew-form";

interface Props {
  fields: Field[] | undefined;
  fieldsError: boolean;
  categories: Category[] | undefined;
}

const two = { display: "grid", columnGap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "1fr 1fr" } };

/** Field, category, date and acres covered; "Use entire field" fills the acres from the field and locks them. */
export function CrewFieldInputs({ fields, fieldsError, categories }: Props) {
  const { getValues, setValue } = useFormContext<CrewFormValues>();
  const whole = useWatch<CrewFormValues, "useEntireField">({ name: "useEntireField" });

  const fillAcres = () => {
    const field = fields?.find((f) => f.id === Number(getValues("fieldId")));
    if (field && getValues("useEntireField")) setValue("acresCovered", String(field.acreage), { shouldDirty: true, shouldValidate: true });
  };
  // Built-in categories have a name in every language; one an admin added keeps its own name.
  const nameOf = useCategoryName();
  const categoryName = (c: Category) => nameOf(c.name);

  return (
    <Box>
      <Box sx={two}>
        <SelectInput
          source="fieldId"
          label="crew.form.field"
          choices={fields ?? []}
          optionText={(f: Field) => `${f.name} (${f.acreage} ac)`}
          translateChoice={false}
          emptyText={fieldsError ? "crew.load_failed" : "crew.form.select_field"}
          emptyValue=""
          isPending={!fields && !fieldsError}
          onChange={fillAcres}
          fullWidth
        />
        <SelectInput
          source="categoryId"
          label="crew.form.category"
          choices={categories ?? []}
          optionText={categoryName}
          translateChoice={false}
          emptyText="crew.form.select_category"
          emptyValue=""
          isPending={!categories}
          fullWidth
        />
      </Box>
      <Box sx={two}>
        <PlainInput source="date" label="crew.form.date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <Box>
          <AmountInput source="acresCovered" label="crew.form.acres" step="0.01" locked={whole && !!getValues("fieldId")} />
          <BooleanInput source="useEntireField" label="crew.form.use_entire_field" helperText={false} onChange={fillAcres} sx={{ mt: -1 }} />
        </Box>
      </Box>
    </Box>
  );
}
