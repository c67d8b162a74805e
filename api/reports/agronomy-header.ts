import type { AgronomyHeader } from "./agronomy.service";
import { space, text, title } from "../pdf/blocks";
import type { Block } from "../pdf/model";

/** The title of the fertilizer and irrigation reports and the filters they were run with. */
export function agronomyHeading(name: string, report: AgronomyHeader & { cropYear: number }) {
  const filters = `${report.entityName} - Crop Year ${report.cropYear} - ${report.cropType ?? "All Crops"}`;
  const blocks: Block[] = [title(name, 14), text(filters, { align: "center", size: 10 }), space(6)];
  return { heading: `${name} - ${filters}`, blocks };
}

/** The empty state with its hint, as the screens show it. */
export function emptyAgronomy(headline: string, hint: string): Block[] {
  return [space(12), text(headline, { align: "center", bold: true, size: 11 }), text(hint, { align: "center" })];
}

/** A field as the PDFs name it: "Hilltop", or in All Entities mode "Hilltop - North Ranch". */
export const fieldTitle = (f: { fieldName: string; entityName?: string }) => (f.entityName ? `${f.fieldName} - ${f.entityName}` : f.fieldName);
