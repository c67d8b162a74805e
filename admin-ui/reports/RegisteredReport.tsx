import { Box, Card, CardContent, Link as MuiLink, MenuItem, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { Link, useLocation } from "react-router-dom";
import { type ReportColumn, type ReportInfo, reportInfo } from "../../api/client/rules";
import { useFarm } from "../layout/FarmContext";
import { acres, monthNames, shortDate } from "../lib/format";
import { API_URL, httpClient } from "../lib/http";
import { useEntityFields } from "../lib/useFarmData";
import { Money } from "./Money";
import { PrintStyles } from "./PrintStyles";
import { ReportToolbar } from "./ReportActions";
import { ReportState } from "./ReportState";
import { FiguresTable } from "./ReportTable";
import { reportLines } from "./registered-lines";
import { ROW_LINKS } from "./row-links";
import { useReferenceWords } from "../lib/useReferenceWords";

/**
 * Any registered report (api/reports/catalog.ts), drawn from its description: its inputs (the sidebar's entity and
 * crop year, a field, a month, a period), its JSON as a table of its columns with its totals, and its CSV and PDF
 * from the same address. The screen's address names the report (navigation/report-screens.ts).
 */
export function RegisteredReport() {
  const name = useLocation().pathname.split("/").at(-1) ?? "";
  const info = reportInfo(name);
  return info ? <ReportScreen key={name} info={info} /> : null;
}

const titleId = (info: ReportInfo) => Object.keys(info.messages).find((id) => id.startsWith("reportTitles.")) ?? info.title;
const takes = (info: ReportInfo, option: string) => info.params.find((p) => p.option === option);

function ReportScreen({ info }: { info: ReportInfo }) {
  const translate = useTranslate();
  const { entityId, cropYear } = useFarm();
  const [chosen, setField] = useState<number | "">("");
  const [month, setMonth] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [asOf, setAsOf] = useState("");
  const fields = useEntityFields(entityId ?? 0, cropYear, false);
  const fieldList = takes(info, "field") && entityId !== null ? (fields.data ?? []) : [];
  const fieldId = chosen !== "" && fieldList.some((f) => f.id === chosen) ? chosen : fieldList[0]?.id;

  // A report that needs a period (the journal) starts on the sidebar's crop year, which the dates then narrow.
  const day = (option: "from" | "to", picked: string, monthDay: string) => picked || (takes(info, option)?.required ? `${cropYear}-${monthDay}` : undefined);
  const values: Record<string, string | undefined> = {
    entity: entityId === null ? undefined : String(entityId),
    field: fieldId === undefined ? undefined : String(fieldId),
    year: String(cropYear),
    month: month || undefined,
    from: day("from", from, "01-01"),
    to: day("to", to, "12-31"),
    "as-of": asOf || undefined,
  };
  const missing = info.params.find((p) => p.required && values[p.option] === undefined);
  let path = info.path;
  const query = new URLSearchParams();
  for (const p of info.params) {
    const value = values[p.option];
    if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(value ?? ""));
    else if (value !== undefined) query.set(p.name, value);
  }
  const address = (format?: "csv" | "pdf") => {
    const q = new URLSearchParams(query);
    if (format) q.set("format", format);
    return `${API_URL}${path}${q.size ? `?${q}` : ""}`;
  };
  const report = useQuery({
    queryKey: ["registered-report", address()],
    queryFn: async () => (await httpClient(address())).json as Record<string, unknown>,
    enabled: !missing,
  });
  const call = { key: address(), load: async () => report.data, url: address };

  return (
    <Box data-report={info.name}>
      <PrintStyles />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate(titleId(info))}
      </Typography>
      <Card>
        <CardContent>
          <ReportToolbar call={call} print={false} disabled={missing !== undefined}>
            {takes(info, "year") && <Typography color="text.secondary">{translate(takes(info, "year")?.label ?? "registeredReport.year", { year: cropYear })}</Typography>}
            {fieldList.length > 0 && (
              <TextField select size="small" label={translate("registeredReport.field")} value={fieldId ?? ""} onChange={(e) => setField(Number(e.target.value))} sx={{ minWidth: 180 }}>
                {fieldList.map((f) => (
                  <MenuItem key={f.id} value={f.id}>{f.name}</MenuItem>
                ))}
              </TextField>
            )}
            {takes(info, "month") && (
              <TextField select size="small" label={translate("registeredReport.month")} value={month} onChange={(e) => setMonth(e.target.value)} sx={{ minWidth: 150 }}>
                <MenuItem value="">{translate("registeredReport.wholeYear")}</MenuItem>
                {monthNames().map((m, i) => (
                  <MenuItem key={m} value={String(i + 1)}>{m}</MenuItem>
                ))}
              </TextField>
            )}
            {takes(info, "from") && <DateInput label={translate("registeredReport.from")} value={values.from ?? ""} onChange={setFrom} />}
            {takes(info, "to") && <DateInput label={translate("registeredReport.to")} value={values.to ?? ""} onChange={setTo} />}
            {takes(info, "as-of") && <DateInput label={translate("registeredReport.asOf")} value={asOf} onChange={setAsOf} />}
          </ReportToolbar>
          {missing ? (
            <Typography color="text.secondary" data-testid="report-empty">
              {translate(
                entityId === null
                  ? "registeredReport.selectEntity"
                  : missing.option === "month"
                    ? "registeredReport.chooseMonth"
                    : missing.option === "field" && !fields.isPending
                      ? "registeredReport.noFields"
                      : "registeredReport.chooseField",
              )}
            </Typography>
          ) : (
            <ReportState query={{ ...report, error: report.error ?? undefined }}>{() => <Lines info={info} json={report.data!} />}</ReportState>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function DateInput({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  return <TextField type="date" size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />;
}

function Lines({ info, json }: { info: ReportInfo; json: Record<string, unknown> }) {
  const translate = useTranslate();
  const lines = reportLines(info, json, useReferenceWords());
  if (lines === null) return <Typography color="text.secondary">{translate("registeredReport.linesInFiles")}</Typography>;
  if (lines.length === 0) return <Typography color="text.secondary" data-testid="report-empty">{translate("registeredReport.empty")}</Typography>;
  // A column only some data has (the field summary's lease columns) shows when some line carries it.
  const columns = info.columns.filter((c) => !c.optional || lines.some((l) => l.values[c.key] !== undefined));
  const title = translate(titleId(info));
  const link = ROW_LINKS[info.name];
  const figure = (c: ReportColumn) => (c.kind === "money" ? "money" : c.kind === "acres" ? "acres" : c.kind === "percent" || c.kind === "quantity" ? "number" : undefined);
  return (
    <FiguresTable
      label={title}
      columns={columns.map((c) => ({ key: c.key, label: translate(c.label), figure: figure(c) }))}
      rows={lines.map((line, i) => {
        const captionAt = line.caption ? columns.findIndex((c) => line.values[c.key] === undefined || line.values[c.key] === "") : -1;
        return {
          key: i,
          total: line.total,
          testId: line.total ? "report-total" : "report-row",
          cells: Object.fromEntries(
            columns.map((c, j) => {
              if (j === captionAt) return [c.key, translate(line.caption!)];
              if (blank(line.values[c.key])) return [c.key, undefined];
              const cell = <Cell key={c.key} column={c} value={line.values[c.key]} />;
              // A line that is a record with a screen of its own (row-links.ts) opens it from its named column.
              const to = link && c.key === link.column && !line.total ? link.to(line.values) : undefined;
              return [c.key, to ? <MuiLink key={c.key} component={Link} to={to}>{cell}</MuiLink> : cell];
            }),
          ),
        };
      })}
    />
  );
}

/**
 * A value printed by its column's kind, as the PDF prints it (api/reports/generic-pdf.ts `printed`): money in the
 * app's format (a loss in red), acres to one decimal, dates short; quantities and percentages as the server wrote them.
 */
const blank = (value: unknown) => value === null || value === undefined || value === "";

function Cell({ column, value }: { column: ReportColumn; value: unknown }) {
  const words = useReferenceWords();
  if (blank(value)) return null;
  const text = String(value);
  switch (column.kind) {
    case "money":
      return <Money value={text} loss={/net/i.test(column.key)} />;
    case "acres":
      return <>{acres(text)}</>;
    case "percent":
      return <>{`${text}%`}</>;
    case "date":
      return <>{shortDate(text)}</>;
    case "unit":
      return <>{words.unit(text)}</>;
    case "category":
      return <>{words.category(text)}</>;
    case "productKind":
      return <>{words.productKind(text)}</>;
    default:
      return <>{text}</>;
  }
}
