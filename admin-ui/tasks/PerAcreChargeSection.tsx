import { Box } from "@mui/material";
import { money } from "../lib/format";
import { FormSection } from "./FormSection";
import { AmountInput, ComputedAmount } from "./inputs";

const KINDS = {
  waterAssessment: { title: "Water Assessment", source: "waterAssessmentPerAcre" },
  rent: { title: "Rent", source: "rentPerAcre" },
} as const;

/** The Water Assessment or Rent category's charge: a rate per acre and its total over the acres covered. */
export function PerAcreChargeSection({ kind, total }: { kind: keyof typeof KINDS; total: string }) {
  const { title, source } = KINDS[kind];
  return (
    <FormSection title={title} testId={`${kind}-section`}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <AmountInput source={source} label={`${title} per Acre`} step="0.01" />
        <ComputedAmount label={`${title} Total`} value={money(total)} testId={`preview-${kind}-total`} />
      </Box>
    </FormSection>
  );
}
