import { Box } from "@mui/material";
import { money } from "../lib/format";
import { FormSection } from "./FormSection";
import { AmountInput, ComputedAmount } from "./inputs";
import { useTranslate } from "react-admin";

const KINDS = {
  waterAssessment: { title: "tasks.waterAssessment", source: "waterAssessmentPerAcre" },
  rent: { title: "tasks.rent", source: "rentPerAcre" },
} as const;

/** The Water Assessment or Rent category's charge: a rate per acre and its total over the acres covered. */
export function PerAcreChargeSection({ kind, total }: { kind: keyof typeof KINDS; total: string }) {
  const translate = useTranslate();
  const { source } = KINDS[kind];
  const title = translate(KINDS[kind].title);
  return (
    <FormSection title={title} testId={`${kind}-section`}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <AmountInput source={source} label={translate("tasks.perAcre2", { title })} step="0.01" />
        <ComputedAmount label={translate("tasks.total2", { title })} value={money(total)} testId={`preview-${kind}-total`} />
      </Box>
    </FormSection>
  );
}
