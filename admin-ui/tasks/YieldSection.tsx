import { Box, Switch } from "@mui/material";
import { required, SelectInput, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { YIELD_UNITS } from "../../api/client/rules";
import { money } from "../lib/format";
import { FormSection } from "./FormSection";
import { AmountInput, ComputedAmount } from "./inputs";
import type { TaskFormValues } from "./task-form";

// Catalogue keys, which SelectInput translates; the value sent stays the unit code.
const units = YIELD_UNITS.map((u) => ({ id: u, name: `tasks.yieldUnits.${u}` }));

/** Yield tracking: a toggle; the value is yield per acre x the whole field's acreage x value per unit. */
export function YieldSection({ total }: { total: string | null }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<TaskFormValues>();
  const enabled = useWatch<TaskFormValues, "yieldEnabled">({ name: "yieldEnabled" });
  const toggle = (on: boolean) => {
    setValue("yieldEnabled", on, { shouldDirty: true });
    if (!on) {
      setValue("yieldAmount", "");
      setValue("yieldValuePerUnit", "");
    }
  };
  return (
    <FormSection
      title={translate("tasks.yieldTracking")}
      testId="yield-section"
      action={<Switch checked={enabled} onChange={(e) => toggle(e.target.checked)} slotProps={{ input: { "aria-label": translate("tasks.yieldTrackingSwitch") } }} />}
    >
      {enabled && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr 1fr" } }}>
          <AmountInput source="yieldAmount" label={translate("tasks.yieldPerAcre")} step="0.01" />
          {/* Required: a unit is always set (bales by default), so react-admin offers no blank choice. */}
          <SelectInput source="yieldUnit" label={translate("tasks.unit")} choices={units} fullWidth validate={required()} />
          <AmountInput source="yieldValuePerUnit" label={translate("tasks.valuePerUnit")} step="0.01" />
          <ComputedAmount label={translate("tasks.totalYieldValue")} value={money(total ?? 0)} testId="preview-yield-total" />
        </Box>
      )}
    </FormSection>
  );
}
