import { mtrs } from "../california-counties";
import { dec } from "../money";
import type { PesticideUse, PesticideUseRow } from "./shapes";

/** A field's site as the county's Pesticide Use Report names it (db/schema/fields.ts). */
export interface PesticideSite {
  id: number;
  name: string;
  county: string | null;
  operatorId: string | null;
  permitNumber: string | null;
  siteId: string | null;
  baseMeridian: string | null;
  township: string | null;
  range: string | null;
  section: number | null;
  acresPlanted: string | null;
  /** The field's crop for the task's crop year, when the task names none. */
  cropType: string | null;
}

/** One product line of a task of the month: the task, the line as entered, the product. */
export interface PesticideLine {
  taskId: number;
  date: string;
  time: string | null;
  fieldId: number;
  /** The task's own crop. */
  cropType: string | null;
  acresCovered: string | null;
  applicationMethod: string | null;
  applicator: string | null;
  line: number;
  ratePerAcre: string | null;
  totalQuantity: string | null;
  unit: string;
  stockQuantity: string;
  product: { id: number; name: string; kind: string; stockUnit: string; epaRegistrationNumber: string | null; restrictedUse: boolean };
}

/** The site data each row needs for the county, by the field's key. */
const REQUIRED_SITE = ["county", "operatorId", "siteId", "baseMeridian", "township", "range", "section"] as const;

/** The calendar month YYYY-MM's first and last day. @example monthDays("2026-02") -> { from: "2026-02-01", to: "2026-02-28" } */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * The California DPR monthly Pesticide Use Report (production agriculture) of an entity: one row per line of a
 * crop-protection product on a task dated in the month (docs/pesticide-use-report.md names the form's line each
 * column answers). The amount used is the line as entered: its total quantity, or its rate per acre x the acres
 * treated, in its own unit; and the same in the product's stock unit (the inventory's, exact). `restrictedOnly`
 * keeps the restricted materials (the restricted-materials report). Fields of the rows missing site data the county
 * asks for are listed in `incomplete`.
 * @example pesticideUse({ month: "2026-04", lines: [Roundup 32 fl oz/ac over 40 ac], ... }).rows[0] -> { amountUsed: "1280", unit: "fl oz", stockQuantity: "10" }
 */
export function pesticideUse(input: {
  entityId: number;
  entityName: string;
  month: string;
  restrictedOnly: boolean;
  fields: PesticideSite[];
  lines: PesticideLine[];
}): PesticideUse {
  const { from, to } = monthDays(input.month);
  const sites = new Map(input.fields.map((f) => [f.id, f]));
  const rows: PesticideUseRow[] = [];
  for (const l of input.lines) {
    const site = sites.get(l.fieldId);
    if (!site || l.product.kind !== "crop protection" || l.date < from || l.date > to) continue;
    if (input.restrictedOnly && !l.product.restrictedUse) continue;
    const acresTreated = dec(l.acresCovered).toFixed(2);
    const amountUsed = l.totalQuantity !== null ? dec(l.totalQuantity) : dec(l.ratePerAcre).times(dec(acresTreated));
    rows.push({
      taskId: l.taskId,
      line: l.line,
      date: l.date,
      time: l.time,
      fieldId: site.id,
      fieldName: site.name,
      county: site.county,
      operatorId: site.operatorId,
      permitNumber: site.permitNumber,
      siteId: site.siteId,
      baseMeridian: site.baseMeridian,
      township: site.township,
      range: site.range,
      section: site.section,
      mtrs: mtrs(site),
      commodity: l.cropType || site.cropType,
      acresPlanted: site.acresPlanted,
      acresTreated,
      productId: l.product.id,
      productName: l.product.name,
      epaRegistrationNumber: l.product.epaRegistrationNumber,
      restrictedUse: l.product.restrictedUse,
      ratePerAcre: l.totalQuantity === null && l.ratePerAcre !== null ? dec(l.ratePerAcre).toFixed() : null,
      amountUsed: amountUsed.toFixed(),
      unit: l.unit,
      stockQuantity: dec(l.stockQuantity).toFixed(),
      stockUnit: l.product.stockUnit,
      applicationMethod: l.applicationMethod,
      applicator: l.applicator,
    });
  }
  rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? "").localeCompare(b.time ?? "") ||
      a.fieldName.localeCompare(b.fieldName) ||
      a.taskId - b.taskId ||
      a.line - b.line,
  );
  const incomplete: PesticideUse["incomplete"] = [];
  for (const id of new Set(rows.map((r) => r.fieldId))) {
    const site = sites.get(id)!;
    const missing = REQUIRED_SITE.filter((key) => site[key] === null || site[key] === "");
    if (missing.length) incomplete.push({ fieldId: id, fieldName: site.name, missing: [...missing] });
  }
  incomplete.sort((a, b) => a.fieldName.localeCompare(b.fieldName) || a.fieldId - b.fieldId);
  return { entityId: input.entityId, entityName: input.entityName, month: input.month, from, to, restrictedOnly: input.restrictedOnly, rows, incomplete };
}
