import { z } from "@hono/zod-openapi";
import { MachineUtilisationShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { IdPath, daySchema } from "../../schemas/reports.schemas";
import { getMachineUtilisation } from "../../services/labor-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { machineUtilisationInfo as info } from "./machine-utilisation.info";

/** A machine's kind (api/schemas/machines.schemas.ts MACHINE_KINDS) in the reader's language. */
const KIND_ES: Readonly<Record<string, string>> = { tractor: "tractor", sprayer: "pulverizadora", harvester: "cosechadora", truck: "camión", pickup: "camioneta", other: "otra" };
export const machineKindText = (kind: string, lang: "en" | "es") => (lang === "es" ? (KIND_ES[kind] ?? kind) : kind);

export const machineUtilisationReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ from: daySchema.openapi({ description: "First day" }), to: daySchema.openapi({ description: "Last day" }), ...formatQuery }),
    shape: MachineUtilisationShape.openapi("MachineUtilisation"),
    tags: ["Reports", "Labor"],
    summary: "Per machine over a period: hours worked, fuel gallons and cost, cost per hour planned against actual, what its time charged the tasks and per acre",
    description:
      "hours = the machine hours of approved entries dated from..to (an entry's machine hours, else its hours); fuel = the fuel log's entries dated from..to; " +
      "planned = the cost per hour its time is charged at (entered, or worked out by ISU A3-29); ownership per hour = depreciation + interest per hour (ISU A3-29; 0.00 without purchase figures); " +
      "ownership share = round(hours x ownership per hour); actual = (fuel cost + ownership share) / hours, half-up to cents (empty without hours); " +
      "charged = the entries' machine cost; cost per acre = charged / the acres of the tasks it worked (each task's acres covered, else its field's acres, once).",
  }),
  load: (ctx, { id, from, to }) => getMachineUtilisation(ctx, id, from, to),
  json: (data) => data,
  rows: (data, _input, lang) => data.rows.map((r) => ({ ...r, kind: machineKindText(r.kind, lang) })),
  filename: (data) => `machine-utilisation-${fileSlug(data.entityName)}-${data.from}-${data.to}`,
  subtitle: (data) => `${data.entityName}, ${data.from} – ${data.to}`,
  totals: (data, lang) => ({ machine: lang === "es" ? "TOTALES" : "TOTALS", ...data.totals }),
});
