import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { money } from "../lib/format";

/** A field's estimates as the profit reports answer them (api/domain/harvest/field-income.ts `fieldEstimates`). */
export interface IncomeEstimate {
  fieldId: number;
  yieldValue: string;
  unsold: string;
}

/**
 * The estimates beside a report's income (docs/decisions/harvest-income.md): per field, the typed yield values its
 * income holds (no harvest recorded that year) and, apart, never in the income, its unsold crop at the mark price, as
 * the server answers them. Each line names its field from `names`. Nothing when the report has none.
 */
export function IncomeEstimates({ estimates, names }: { estimates: readonly IncomeEstimate[] | undefined; names: ReadonlyMap<number, string> }) {
  const translate = useTranslate();
  if (!estimates?.length) return null;
  return (
    <Box data-testid="income-estimates" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {translate("reports.estimates.title")}
      </Typography>
      {estimates.map((e) => (
        <Typography key={e.fieldId} variant="body2" color="text.secondary">
          {[
            names.get(e.fieldId) ?? "",
            Number(e.yieldValue) ? translate("reports.estimates.yieldValue", { amount: money(e.yieldValue) }) : "",
            Number(e.unsold) ? translate("reports.estimates.unsold", { amount: money(e.unsold) }) : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
      ))}
    </Box>
  );
}
