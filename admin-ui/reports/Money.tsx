import { Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { money } from "../lib/format";

/**
 * A server amount in the product's money format; negative amounts in red (spec 001 section 2). Every amount is
 * marked `data-money`, so a screen's money can be found (tests/e2e/every-screen.e2e.ts keeps it in sight).
 * `credit`: the amount is income, shown as the task table shows a credit (lib/TaskAmount.tsx): in parentheses, in
 * green; with `parens`, a negative amount (an invoice's credit line) is the credit.
 */
export function Money({ value, parens = false, loss = false, credit = false }: { value: string | null | undefined; parens?: boolean; loss?: boolean; credit?: boolean }) {
  const translate = useTranslate();
  const negative = typeof value === "string" && value.trim().startsWith("-");
  const abs = negative ? value!.trim().slice(1) : value;
  const zero = typeof value !== "string" || Number(value) === 0;
  const asCredit = credit && !zero && (parens ? negative : !negative);
  const text = asCredit ? `(${money(abs)})` : !negative ? money(value) : parens ? `(${money(abs)})` : loss ? translate("reports.amountLoss", { amount: money(abs) }) : money(value);
  return (
    <Box
      component="span"
      data-money=""
      data-negative={(negative && !asCredit) || undefined}
      data-credit={asCredit || undefined}
      sx={{ color: asCredit ? "success.main" : negative ? "error.main" : undefined, whiteSpace: "nowrap" }}
    >
      {text}
    </Box>
  );
}
