import { Alert, Box, FormControlLabel, Switch } from "@mui/material";
import Decimal from "decimal.js";
import { useFormContext, useWatch } from "react-hook-form";
import { money } from "../lib/format";
import type { Field } from "../lib/types";
import { AmountInput, ComputedAmount } from "./inputs";
import type { TaskFormValues } from "./task-form";
import { useTranslate } from "react-admin";

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
  const translate = useTranslate();
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
        label={translate("tasks.useEntireField")}
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" } }}>
        <AmountInput source="acresCovered" label={translate("tasks.acresCovered")} step="0.1" locked={useEntireField} helperText={useEntireField && field ? translate("tasks.wholeFieldAcres", { acreage: field.acreage }) : " "} />
        <AmountInput source="costPerAcre" label={translate("tasks.costPerAcre")} step="0.01" helperText=" " />
        <ComputedAmount label={translate("tasks.totalCost")} value={money(totalCost)} testId="preview-total-cost" />
      </Box>
      {field && exceeds(acresCovered, field) && (
        <Alert severity="warning" data-testid="acres-warning" sx={{ mt: 1 }}>
          {translate("tasks.acresCoveredExceedSAcres", { trim: acresCovered.trim(), name: field.name, acreage: field.acreage })}
        </Alert>
      )}
    </Box>
  );
}
