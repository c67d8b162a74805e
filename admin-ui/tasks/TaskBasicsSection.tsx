import { Box } from "@mui/material";
import { SelectInput, useTranslate } from "react-admin";
import { useFormContext } from "react-hook-form";
import { CROP_YEARS } from "../layout/FarmContext";
import type { Category, Field } from "../lib/types";
import { PlainInput } from "./inputs";
import { isFertilizer, isRent, isWater, isWaterAssessment, type TaskFormValues } from "./task-form";
import { useCategoryName } from "../lib/useCategoryName";

interface Props {
  fields: Field[] | undefined;
  fieldsError: boolean;
  categories: Category[] | undefined;
  categoriesError: boolean;
  cropYear: number;
}

const two = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } };

/** Name, field, category, date, crop and crop year; picking a field or category updates what depends on it. */
export function TaskBasicsSection({ fields, fieldsError, categories, categoriesError, cropYear }: Props) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const { getValues, setValue } = useFormContext<TaskFormValues>();
  const years = [...new Set([cropYear, ...CROP_YEARS])].sort((a, b) => b - a).map((y) => ({ id: y, name: String(y) }));

  const fieldChanged = () => {
    const field = fields?.find((f) => f.id === Number(getValues("fieldId")));
    if (!field) return;
    if (getValues("useEntireField")) setValue("acresCovered", field.acreage, { shouldDirty: true });
    const crop = field.cropTypeForYear ?? field.cropType;
    if (crop) setValue("cropType", crop, { shouldDirty: true });
  };

  // Leaving a category clears the details only it uses (spec 000 section 4).
  const categoryChanged = () => {
    const id = Number(getValues("categoryId"));
    const category = categories?.find((c) => c.id === id);
    if (!isFertilizer(id)) {
      setValue("fertilizerId", "");
      setValue("fertilizerGallonsApplied", "");
    }
    if (!isWater(id)) {
      setValue("irrigationType", "");
      setValue("irrigationHours", "");
    }
    if (!isWaterAssessment(category)) setValue("waterAssessmentPerAcre", "");
    if (!isRent(category)) setValue("rentPerAcre", "");
  };

  return (
    <Box>
      <PlainInput source="name" label={translate("tasks.taskName")} autoFocus />
      <Box sx={two}>
        <SelectInput
          source="fieldId"
          label={translate("tasks.field")}
          choices={fields ?? []}
          optionText={(f: Field) => `${f.name} (${f.acreage} ac)`}
          emptyText={fieldsError ? translate("tasks.errorLoadingFields") : translate("tasks.selectAField")}
          emptyValue=""
          isPending={!fields && !fieldsError}
          onChange={fieldChanged}
          fullWidth
        />
        <SelectInput
          source="categoryId"
          label={translate("tasks.category")}
          choices={categories ?? []}
          optionText={(c: { name: string }) => categoryName(c.name)}
          emptyText={categoriesError ? translate("tasks.errorLoadingCategories") : translate("tasks.selectACategory")}
          emptyValue=""
          isPending={!categories && !categoriesError}
          onChange={categoryChanged}
          fullWidth
        />
      </Box>
      <Box sx={{ ...two, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" } }}>
        <PlainInput source="date" label={translate("tasks.date")} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <PlainInput source="cropType" label={translate("tasks.cropType")} />
        <SelectInput source="cropYear" label={translate("tasks.cropYear")} choices={years} fullWidth />
      </Box>
    </Box>
  );
}
