import type { AgronomyHeader } from "./agronomy.service";
import { space, text, title } from "../pdf/blocks";
import type { Block } from "../pdf/model";
import type { Lang } from "../domain/reference-names";

/** The words the fertilizer and irrigation PDFs share, in each language a report file is written in. */
export const AGRONOMY_TEXTS: Record<Lang, {
  allEntities: string; cropYear: string; allCrops: string; noCrop: string; acres: string;
  field: string; crop: string; date: string; task: string; entityAverage: string; weightedByAcres: string;
}> = {
  en: {
    allEntities: "All Entities", cropYear: "Crop Year", allCrops: "All Crops", noCrop: "No crop", acres: "acres",
    field: "Field", crop: "Crop", date: "Date", task: "Task", entityAverage: "Entity Average", weightedByAcres: "weighted by acres",
  },
  es: {
    allEntities: "Todas las entidades", cropYear: "Año de cosecha", allCrops: "Todos los cultivos", noCrop: "Sin cultivo", acres: "acres",
    field: "Campo", crop: "Cultivo", date: "Fecha", task: "Tarea", entityAverage: "Promedio de la entidad", weightedByAcres: "ponderado por acres",
  },
};

/** The title of the fertilizer and irrigation reports and the filters they were run with, in `lang`. */
export function agronomyHeading(name: string, report: AgronomyHeader & { cropYear: number }, lang: Lang = "en") {
  const w = AGRONOMY_TEXTS[lang];
  const entity = report.entity === "all" ? w.allEntities : report.entityName;
  const filters = `${entity} - ${w.cropYear} ${report.cropYear} - ${report.cropType ?? w.allCrops}`;
  const blocks: Block[] = [title(name, 14), text(filters, { align: "center", size: 10 }), space(6)];
  return { heading: `${name} - ${filters}`, blocks };
}

/** A field's block heading: "Hilltop - Alfalfa - 40.0 acres", in `lang`. */
export const fieldBlockTitle = (f: { fieldName: string; entityName?: string; cropType: string | null }, acres: string, lang: Lang = "en") =>
  `${fieldTitle(f)} - ${f.cropType ?? AGRONOMY_TEXTS[lang].noCrop} - ${acres} ${AGRONOMY_TEXTS[lang].acres}`;

/** The empty state with its hint, as the screens show it. */
export function emptyAgronomy(headline: string, hint: string): Block[] {
  return [space(12), text(headline, { align: "center", bold: true, size: 11 }), text(hint, { align: "center" })];
}

/** A field as the PDFs name it: "Hilltop", or in All Entities mode "Hilltop - North Ranch". */
export const fieldTitle = (f: { fieldName: string; entityName?: string }) => (f.entityName ? `${f.fieldName} - ${f.entityName}` : f.fieldName);
