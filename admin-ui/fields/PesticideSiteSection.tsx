import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Box, Button, Collapse } from "@mui/material";
import { useEffect, useState } from "react";
import { SelectInput, TextInput, useTranslate, type Validator } from "react-admin";
import { useFormState } from "react-hook-form";

/** The field's Pesticide Use Report site, as the Fields API takes it (FieldCreateSchema / FieldUpdateSchema). */
export const PUR_SITE_FIELDS = ["county", "operatorId", "permitNumber", "siteId", "baseMeridian", "township", "range", "section", "acresPlanted"] as const;

const MERIDIANS = ["H", "M", "S"] as const;

/** The site fields of a field record as the form holds them (blank when none). */
export function purSiteValues(field?: Partial<Record<(typeof PUR_SITE_FIELDS)[number], unknown>>) {
  return Object.fromEntries(PUR_SITE_FIELDS.map((k) => [k, field?.[k] === null || field?.[k] === undefined ? "" : String(field[k])]));
}

/** The site fields of the form's values as sent: blank is none (null). */
export function purSitePayload(data: Record<string, unknown>) {
  return Object.fromEntries(PUR_SITE_FIELDS.map((k) => [k, data[k] === undefined || data[k] === "" ? null : data[k]]));
}

/**
 * "Pesticide use report site" (issue 36): county, operator ID, permit number, site ID, base and meridian, township,
 * range, section and acres planted, folded away until opened; it opens by itself when one of its inputs is refused,
 * so the message under it is seen.
 */
export function PesticideSiteSection({ check }: { check: Validator }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const refused = PUR_SITE_FIELDS.some((k) => errors[k]);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused]);
  const two = { display: "grid", columnGap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "1fr 1fr" } };
  const input = (source: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput source={source} label={translate(label)} validate={check} fullWidth {...extra} />
  );
  return (
    <Box sx={{ mt: 1, border: 1, borderColor: "divider", borderRadius: 1 }} data-testid="pur-site">
      <Button
        fullWidth
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? "rotate(180deg)" : "none", transition: "transform 150ms" }} />}
        sx={{ justifyContent: "space-between", textTransform: "none", fontWeight: 700, color: "text.primary", px: 2, py: 1.25, textAlign: "left" }}
      >
        {translate("pur.section")}
      </Button>
      <Collapse in={open}>
        <Box sx={{ px: 2, pb: 1 }}>
        <Box sx={two}>
          {input("county", "pur.county")}
          {input("operatorId", "pur.operatorId")}
          {input("permitNumber", "pur.permitNumber")}
          {input("siteId", "pur.siteId")}
        </Box>
        <SelectInput
          source="baseMeridian"
          label={translate("pur.baseMeridian")}
          choices={MERIDIANS.map((m) => ({ id: m, name: translate(`pur.meridians.${m}`) }))}
          translateChoice={false}
          emptyText={translate("pur.meridianNone")}
          emptyValue=""
          validate={check}
          fullWidth
        />
        <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "1fr 1fr", sm: "1fr 1fr 1fr" } }}>
          {input("township", "pur.township", { placeholder: "12S" })}
          {input("range", "pur.range", { placeholder: "05E" })}
          {input("section", "pur.section_", { type: "number", slotProps: { htmlInput: { min: 1, max: 36, step: 1 } } })}
        </Box>
        {input("acresPlanted", "pur.acresPlanted", { type: "number", slotProps: { htmlInput: { min: 0, step: "0.01" } } })}
        </Box>
      </Collapse>
    </Box>
  );
}
