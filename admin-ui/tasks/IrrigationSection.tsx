import { Box } from "@mui/material";
import { SelectInput, useTranslate } from "react-admin";
import { IRRIGATION_RATES, IRRIGATION_TYPES } from "../../api/client/rules";
import { FormSection } from "./FormSection";
import { AmountInput, ComputedAmount } from "./inputs";

/** Irrigation details (category Water, id 1): type and hours; inches applied = hours x rate / 24. */
export function IrrigationSection({ waterInches }: { waterInches: string | null }) {
  const translate = useTranslate();
  // Display names only: the value sent stays the type's code (Drip, Flood, Sprinklers).
  const choices = IRRIGATION_TYPES.map((t) => ({ id: t, name: translate("tasks.irrigationChoice", { type: translate(`tasks.irrigationTypes.${t}`), rate: IRRIGATION_RATES[t] }) }));
  return (
    <FormSection title={translate("tasks.irrigationDetails")} testId="irrigation-section">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" } }}>
        <SelectInput source="irrigationType" label={translate("tasks.irrigationType")} choices={choices} translateChoice={false} emptyText={translate("tasks.selectAType")} emptyValue="" fullWidth />
        <AmountInput source="irrigationHours" label={translate("tasks.irrigationHours")} step="0.1" />
        <ComputedAmount label={translate("tasks.waterInchesApplied")} value={waterInches ?? "0.000"} testId="preview-water-inches" />
      </Box>
    </FormSection>
  );
}
