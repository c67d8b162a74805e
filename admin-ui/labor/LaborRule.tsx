import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import { useEntities } from "../layout/useEntities";
import { api, read } from "../lib/api";
import { errorMessage, issuesByField } from "../lib/http";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";
import { type LaborPolicy, weekdayNames } from "./words";

const KEYS = ["burdenPercent", "dailyOvertimeAfter", "dailyDoubleAfter", "weeklyOvertimeAfter", "overtimeMultiplier", "doubleMultiplier"] as const;
type Values = Record<(typeof KEYS)[number], string> & { weekStartsOn: string };

const valuesOf = (p: LaborPolicy): Values => ({
  ...(Object.fromEntries(KEYS.map((k) => [k, p[k] ?? ""])) as Record<(typeof KEYS)[number], string>),
  weekStartsOn: String(p.weekStartsOn),
});

/**
 * /labor-rule: the sidebar entity's employer rule for pay: burden on top of pay, daily and weekly overtime
 * thresholds, their multipliers and the workweek's first day. An entity that has set none pays by California's
 * agricultural overtime (docs/decisions/labor-overtime.md), said above the form.
 */
export function LaborRulePage() {
  const translate = useTranslate();
  const toast = useToast();
  const { selected } = useEntities();
  const may = useMayChange("labor-policies");
  const queryClient = useQueryClient();
  const id = String(selected?.id ?? "");
  const policy = useQuery({
    queryKey: ["labor-policy", selected?.id ?? null],
    enabled: !!selected,
    queryFn: () => read(api.api.entities[":id"]["labor-policy"].$get({ param: { id } })),
  });
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (policy.data) setValues(valuesOf(policy.data));
  }, [policy.data]);
  const save = async () => {
    if (!values) return;
    try {
      const json = { ...Object.fromEntries(KEYS.map((k) => [k, values[k].trim() || null])), weekStartsOn: Number(values.weekStartsOn) };
      const saved = await read(api.api.entities[":id"]["labor-policy"].$put({ param: { id }, json: json as never }));
      queryClient.setQueryData(["labor-policy", selected?.id ?? null], saved);
      setErrors({});
      toast.success(translate("labor.ruleSaved", { name: selected?.name ?? "" }));
    } catch (error) {
      const byField = issuesByField(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else toast.error(errorMessage(error, translate("labor.couldNotSave")));
    }
  };
  const input = (k: (typeof KEYS)[number], helper?: string) => (
    <TextField
      key={k}
      label={translate(`labor.rule.${k}`)}
      value={values?.[k] ?? ""}
      disabled={!may.update}
      onChange={(e) => setValues((v) => (v ? { ...v, [k]: e.target.value } : v))}
      error={!!errors[k]}
      helperText={errors[k] || (helper ? translate(helper) : " ")}
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
    />
  );
  return (
    <Box sx={{ maxWidth: 860 }} data-testid="labor-rule">
      <PageHeading title={translate("labor.laborRule")} subtitle={selected ? translate("labor.laborRuleOf", { name: selected.name }) : undefined} />
      {policy.error && <Alert severity="error">{errorMessage(policy.error, translate("labor.couldNotLoad"))}</Alert>}
      {policy.data?.isDefault && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="default-rule">
          {translate("labor.defaultRule")}
        </Alert>
      )}
      {values && (
        <Card variant="outlined">
          <CardContent sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {input("burdenPercent", "labor.rule.burdenHelp")}
            <TextField
              select
              label={translate("labor.rule.weekStartsOn")}
              value={values.weekStartsOn}
              disabled={!may.update}
              onChange={(e) => setValues((v) => (v ? { ...v, weekStartsOn: e.target.value } : v))}
              helperText={errors.weekStartsOn || " "}
            >
              {weekdayNames().map((name, i) => (
                <MenuItem key={name} value={String(i)}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            {input("dailyOvertimeAfter", "labor.rule.blankNone")}
            {input("dailyDoubleAfter", "labor.rule.blankNone")}
            {input("weeklyOvertimeAfter", "labor.rule.blankNone")}
            {input("overtimeMultiplier")}
            {input("doubleMultiplier")}
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: "1 / -1" }}>
              {translate("labor.rule.seventhDay")}
            </Typography>
            {may.update && (
              <Box>
                <Button variant="contained" onClick={save}>
                  {translate("labor.save")}
                </Button>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
