import { Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { money } from "../lib/format";

/** A server amount in the product's money format; negative amounts in red (spec 001 section 2). */
export function Money({ value, parens = false, loss = false }: { value: string | null | undefined; parens?: boolean; loss?: boolean }) {
  const translate = useTranslate();
  const negative = typeof value === "string" && value.trim().startsWith("-");
  const abs = negative ? value!.trim().slice(1) : value;
  const text = !negative ? money(value) : parens ? `(${money(abs)})` : loss ? translate("reports.amountLoss", { amount: money(abs) }) : money(value);
  return (
    <Box component="span" data-negative={negative || undefined} sx={{ color: negative ? "error.main" : undefined, whiteSpace: "nowrap" }}>
      {text}
    </Box>
  );
}
