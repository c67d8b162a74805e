import { Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Field } from "../lib/types";

/**
 * The field's Pesticide Use Report site on its card, as the county's report names it: "PUR site: Fresno County ·
 * Sec 7 T12S R05E M". Nothing when none of it is entered (Edit Field, "Pesticide use report site").
 */
export function FieldSiteLine({ field }: { field: Field }) {
  const translate = useTranslate();
  const { county, section, township, range, baseMeridian } = field;
  const str = section != null || township || range;
  if (!county && !str) return null;
  const parts = [
    county ? translate("fieldBoundary.county", { county }) : "",
    str ? translate("fieldBoundary.str", { section: section ?? "–", township: township ?? "–", range: range ?? "–" }) : "",
    baseMeridian ?? "",
  ].filter(Boolean);
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: "block", mb: 1 }} data-testid="field-pur-site">
      {translate("fieldBoundary.site")}: {parts.join(" · ")}
    </Typography>
  );
}
