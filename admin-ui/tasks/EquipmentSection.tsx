import { Box, Switch } from "@mui/material";
import { useFormContext, useWatch } from "react-hook-form";
import { money } from "../lib/format";
import { FormSection } from "./FormSection";
import { AmountInput, ComputedAmount, PlainInput } from "./inputs";
import type { TaskFormValues } from "./task-form";
import { useTranslate } from "react-admin";

/** Equipment rental: a toggle; switching it off resets the rate, description and total (spec 000 section 4). */
export function EquipmentSection({ total }: { total: string }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<TaskFormValues>();
  const enabled = useWatch<TaskFormValues, "equipmentEnabled">({ name: "equipmentEnabled" });
  const toggle = (on: boolean) => {
    setValue("equipmentEnabled", on, { shouldDirty: true });
    if (!on) {
      setValue("equipmentRental", "");
      setValue("equipmentDescription", "");
    }
  };
  return (
    <FormSection
      title={translate("tasks.equipmentRental")}
      testId="equipment-section"
      action={<Switch checked={enabled} onChange={(e) => toggle(e.target.checked)} slotProps={{ input: { "aria-label": translate("tasks.equipmentRentalSwitch") } }} />}
    >
      {enabled && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 2fr 1fr" } }}>
          <AmountInput source="equipmentRental" label={translate("tasks.ratePerAcre")} step="0.01" />
          <PlainInput source="equipmentDescription" label={translate("tasks.equipmentDescription")} />
          <ComputedAmount label={translate("tasks.equipmentTotal")} value={money(total)} testId="preview-equipment-total" />
        </Box>
      )}
    </FormSection>
  );
}
