import { Box } from "@mui/material";
import { SelectInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { fertilizerUnit } from "../../api/client/rules";
import type { Fertilizer } from "../lib/types";
import { FormSection } from "./FormSection";
import { AmountInput } from "./inputs";
import type { TaskFormValues } from "./task-form";

/** Fertilizer details (category Fertilizer, id 3): the product and the amount per acre in its unit. */
export function FertilizerSection({ fertilizers }: { fertilizers: Fertilizer[] | undefined }) {
  const translate = useTranslate();
  const fertilizerId = useWatch<TaskFormValues, "fertilizerId">({ name: "fertilizerId" });
  const chosen = fertilizers?.find((f) => f.id === Number(fertilizerId));
  const unit = fertilizerUnit(chosen?.type);
  return (
    <FormSection title={translate("tasks.fertilizerDetails")} testId="fertilizer-section">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
        <SelectInput
          source="fertilizerId"
          label={translate("tasks.fertilizer")}
          choices={fertilizers ?? []}
          optionText={(f: Fertilizer) => `${f.name} (${translate(`tasks.fertilizerTypes.${f.type}`, { _: f.type })})`}
          translateChoice={false}
          emptyText={translate("tasks.selectAFertilizer")}
          emptyValue=""
          fullWidth
        />
        <AmountInput source="fertilizerGallonsApplied" label={translate("tasks.perAcre", { unit: translate(`tasks.units.${unit}`) })} step="0.01" />
      </Box>
      {chosen && (
        <Box component="p" sx={{ m: 0, color: "text.secondary", fontSize: 13 }}>
          {translate("tasks.n")} {chosen.nPerGal} {translate("tasks.p")} {chosen.pPerGal} {translate("tasks.k")} {chosen.kPerGal} {translate("tasks.lbsPer")} {unit === "Pounds" ? translate("tasks.pound") : translate("tasks.gallon")}
        </Box>
      )}
    </FormSection>
  );
}
