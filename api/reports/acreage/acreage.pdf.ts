import type { Lang } from "../../domain/reference-names";
import type { AcreageReport } from "../../domain/reports";
import { acres1, col, row, space, span, table, text, title } from "../../pdf/blocks";
import { type Block, headedReport, type PdfReport, type Row } from "../../pdf/model";

/** Entity columns per matrix table: more would not fit a landscape letter page at a readable size. */
const ENTITIES_PER_TABLE = 8;
export const ACREAGE_BANNER = "RANCH ACREAGE - ALL ENTITIES";

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, {
  banner: string; title: (year: number) => string; crop: string; cropTotals: string; cropPercentages: string; ranchTotals: string;
  entities: (from: number, to: number, of: number) => string; acres: string; noCrops: string; breakdown: string;
  field: string; location: string; acresHeading: string; noData: string; noFields: (year: number) => string; unassigned: string;
}> = {
  en: {
    banner: ACREAGE_BANNER, title: (year) => `${year} CROP YEAR ACREAGE`, crop: "CROP", cropTotals: "CROP TOTALS", cropPercentages: "CROP PERCENTAGES",
    ranchTotals: "RANCH TOTALS", entities: (from, to, of) => `Entities ${from}-${to} of ${of}`, acres: "acres", noCrops: "No crops assigned for this year.",
    breakdown: "Detailed Field Breakdown", field: "Field", location: "Location", acresHeading: "Acres", noData: "No Acreage Data",
    noFields: (year) => `No fields found for ${year}.`, unassigned: "Unassigned",
  },
  es: {
    banner: "SUPERFICIE DEL RANCHO - TODAS LAS ENTIDADES", title: (year) => `SUPERFICIE DEL AÑO DE COSECHA ${year}`, crop: "CULTIVO",
    cropTotals: "TOTAL POR CULTIVO", cropPercentages: "PORCENTAJE POR CULTIVO", ranchTotals: "TOTAL DEL RANCHO",
    entities: (from, to, of) => `Entidades ${from}-${to} de ${of}`, acres: "acres", noCrops: "No hay cultivos asignados este año.",
    breakdown: "Detalle por campo", field: "Campo", location: "Ubicación", acresHeading: "Acres", noData: "Sin datos de superficie",
    noFields: (year) => `No se encontraron campos para ${year}.`, unassigned: "Sin asignar",
  },
};

/** The crops x entities matrix, split into several tables of at most eight entity columns; the last adds the totals. */
function matrixTables(report: AcreageReport, t: (typeof TEXTS)[Lang]): Block[] {
  const blocks: Block[] = [];
  const count = Math.max(1, Math.ceil(report.entities.length / ENTITIES_PER_TABLE));
  for (let part = 0; part < count; part++) {
    const first = part * ENTITIES_PER_TABLE;
    const entities = report.entities.slice(first, first + ENTITIES_PER_TABLE);
    const last = part === count - 1;
    const columns = [
      col(t.crop, 1.6),
      ...entities.map((e) => col(e.entityName.toUpperCase(), 1, "right")),
      ...(last ? [col(t.cropTotals, 1, "right"), col(t.cropPercentages, 1.4, "right")] : []),
    ];
    const rows: Row[] = report.crops.map((c) => row([
      c.cropType,
      ...c.acres.slice(first, first + ENTITIES_PER_TABLE).map(acres1),
      ...(last ? [acres1(c.totalAcres), `${c.percentage}% ${c.cropType}`] : []),
    ]));
    rows.push(row([
      t.ranchTotals,
      ...report.entityCropTotals.slice(first, first + ENTITIES_PER_TABLE).map(acres1),
      ...(last ? [acres1(report.ranchTotal), `100.0% ${t.ranchTotals}`] : []),
    ], { bold: true, rule: true }));
    if (count > 1) blocks.push(text(t.entities(first + 1, first + entities.length, report.entities.length), { size: 7.5 }));
    blocks.push(table(columns, rows));
  }
  return blocks;
}

/** The acreage report: company banner, the crop matrix and each entity's Detailed Field Breakdown. */
export function acreagePdf(report: AcreageReport, lang: Lang = "en"): PdfReport {
  const t = TEXTS[lang];
  const hasFields = report.entities.some((e) => e.fields.length > 0);
  const breakdown: Row[] = report.entities.filter((e) => e.fields.length).flatMap((e): Row[] => [
    span(`${e.entityName.toUpperCase()} - ${acres1(e.totalAcres)} ${t.acres}`, { bold: true, rule: true }),
    ...e.fields.map((f) => row([f.fieldName, f.location, f.cropType === TEXTS.en.unassigned ? t.unassigned : f.cropType, acres1(f.acreage)])),
  ]);
  return headedReport(t.title(report.year), "landscape", [
    title(t.banner, 11),
    title(t.title(report.year), 14),
    space(6),
    ...(hasFields
      ? [
          ...(report.crops.length ? matrixTables(report, t) : [text(t.noCrops, { align: "center" })]),
          text(t.breakdown, { bold: true, size: 10 }),
          table([col(t.field, 2), col(t.location, 2), col(t.crop.charAt(0) + t.crop.slice(1).toLowerCase(), 1.5), col(t.acresHeading, 0.8, "right")], breakdown),
        ]
      : [space(12), text(t.noData, { align: "center", bold: true, size: 11 }), text(t.noFields(report.year), { align: "center" })]),
  ]);
}
