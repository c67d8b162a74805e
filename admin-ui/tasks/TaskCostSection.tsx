import { Alert, Box, FormControlLabel, Switch } from "@mui/material";
import Decimal from "decimal.js";
import { useFormContext, useWatch } from "react-hook-form";
import { money } from "../lib/format";
import type { Field } from "../lib/types";
import { AmountInput, ComputedAmount } from "./inputs";
import type { TaskFormValues } from "./task-form";

/** True when `acres` is a number above the field's acreage. */
function exceeds(acres: string, field?: Field): boolean {
  if (!field || !/^\d*\.?\d+$/.test(acres.trim())) return false;
  return new Decimal(acres.trim()).gt(field.acreage);
}

/**
 * Acres covered (or the whole field), cost per acre and the total cost preview; a warning (not a refusal) when the
 * acres covered are more than the chosen field holds.
 */
export function TaskCostSection({ field, totalCost }: { field?: Field; totalCost: string }) {
  const { setValue } = useFormContext<TaskFormValues>();
  const useEntireField = useWatch<TaskFormValues, "useEntireField">({ name: "useEntireField" });
  const acresCovered = useWatch<TaskFormValues, "acresCovered">({ name: "acresCovered" }) ?? "";
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={useEntireField}
            onChange={(e) => {
              setValue("useEntireField", e.target.checked, { shouldDirty: true });
              if (e.target.checked && field) setValue("acresCovered", field.acreage, { shouldDirty: true });
            }}
          />
        }
        label="Use entire field"
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" } }}>
        <AmountInput source="acresCovered" label="Acres Covered *" step="0.1" locked={useEntireField} helperText={useEntireField && field ? `Whole field: ${field.acreage} acres` : " "} />
        <AmountInput source="costPerAcre" label="Cost per Acre *" step="0.01" helperText=" " />
        <ComputedAmount label="Total Cost" value={money(totalCost)} testId="preview-total-cost" />
      </Box>
      {field && exceeds(acresCovered, field) && (
        <Alert severity="warning" data-testid="acres-warning" sx={{ mt: 1 }}>
          {`Acres covered (${acresCovered.trim()}) exceed ${field.name}'s ${field.acreage} acres.`}
        </Alert>
      )}
    </Box>
  );
}
