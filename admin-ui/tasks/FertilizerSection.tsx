import { Box } from "@mui/material";
import { SelectInput } from "react-admin";
import { useWatch } from "react-hook-form";
import { fertilizerUnit } from "../../api/domain/task-formulas";
import type { Fertilizer } from "../lib/types";
import { FormSection } from "./FormSection";
import { AmountInput } from "./inputs";
import type { TaskFormValues } from "./task-form";

/** Fertilizer details (category Fertilizer, id 3): the product and the amount per acre in its unit. */
export function FertilizerSection({ fertilizers }: { fertilizers: Fertilizer[] | undefined }) {
  const fertilizerId = useWatch<TaskFormValues, "fertilizerId">({ name: "fertilizerId" });
  const chosen = fertilizers?.find((f) => f.id === Number(fertilizerId));
  const unit = fertilizerUnit(chosen?.type);
  return (
    <FormSection title="Fertilizer Details" testId="fertilizer-section">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
        <SelectInput
          source="fertilizerId"
          label="Fertilizer"
          choices={fertilizers ?? []}
          optionText={(f: Fertilizer) => `${f.name} (${f.type})`}
          emptyText="Select a fertilizer"
          emptyValue=""
          fullWidth
        />
        <AmountInput source="fertilizerGallonsApplied" label={`${unit} per Acre`} step="0.01" />
      </Box>
      {chosen && (
        <Box component="p" sx={{ m: 0, color: "text.secondary", fontSize: 13 }}>
          N {chosen.nPerGal} · P {chosen.pPerGal} · K {chosen.kPerGal} lbs per {unit === "Pounds" ? "pound" : "gallon"}
        </Box>
      )}
    </FormSection>
  );
}
