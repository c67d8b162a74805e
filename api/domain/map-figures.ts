import type { CostBreakdown } from "./farm-figures";
import type { HarvestByField, InputCost } from "./reports/shapes";

/**
 * What the map knows of one field in a crop year: its row in each report a map figure is read from. The map never
 * works a figure out itself; it reads the report's (docs/map.md, "Figures").
 */
export interface MapFigureSources {
  /** The field's row of the dashboard's cost breakdown (FieldMoney: cost, income, net and per acre). */
  money?: CostBreakdown["byField"][number];
  /** The field's row of the Harvest by Field report (its crop of the year, else its first crop harvested). */
  harvest?: HarvestByField["rows"][number];
  /** The field's row of the Input Cost report. */
  input?: InputCost["rows"][number];
}

/** Where a figure comes from: the report (or dashboard read) whose figure it is. */
export type MapFigureSource = "cost-breakdown" | "harvest-by-field" | "input-cost";

export interface MapFigure {
  id: "costPerAcre" | "netPerAcre" | "yieldPerAcre" | "inputCostPerAcre";
  /** The SPA's catalogue key for its name (admin-ui/i18n). */
  labelKey: string;
  label: { en: string; es: string };
  /** "usd/ac", or "unit/ac" where the unit is the field's own (`yieldUnit`). */
  unit: "usd/ac" | "unit/ac";
  source: MapFigureSource;
  read(s: MapFigureSources): string | null;
}

/**
 * The figures a field on the map can be coloured by, declared once: the map's answer, its export, farmctl and the
 * screen's "colour by" choices all come from this list.
 * @example MAP_FIGURES.map((f) => f.id) // ["costPerAcre", "netPerAcre", "yieldPerAcre", "inputCostPerAcre"]
 */
export const MAP_FIGURES: readonly MapFigure[] = [
  {
    id: "costPerAcre",
    labelKey: "map.figures.costPerAcre",
    label: { en: "Cost per acre", es: "Costo por acre" },
    unit: "usd/ac",
    source: "cost-breakdown",
    read: (s) => s.money?.costPerAcre ?? null,
  },
  {
    id: "netPerAcre",
    labelKey: "map.figures.netPerAcre",
    label: { en: "Net per acre", es: "Neto por acre" },
    unit: "usd/ac",
    source: "cost-breakdown",
    read: (s) => s.money?.netPerAcre ?? null,
  },
  {
    id: "yieldPerAcre",
    labelKey: "map.figures.yieldPerAcre",
    label: { en: "Yield per acre", es: "Rendimiento por acre" },
    unit: "unit/ac",
    source: "harvest-by-field",
    read: (s) => s.harvest?.yieldPerAcre ?? null,
  },
  {
    id: "inputCostPerAcre",
    labelKey: "map.figures.inputCostPerAcre",
    label: { en: "Input cost per acre", es: "Costo de insumos por acre" },
    unit: "usd/ac",
    source: "input-cost",
    read: (s) => s.input?.materialCostPerAcre ?? null,
  },
];

export type MapFigureId = MapFigure["id"];
export type MapFigureValues = Record<MapFigureId, string | null> & { yieldUnit: string | null };

/**
 * A field's map figures from its report rows: each declared figure, and the unit its yield is in.
 * @example mapFigureValues({ money: { costPerAcre: "125.00", ... } }).costPerAcre // "125.00"
 */
export function mapFigureValues(s: MapFigureSources): MapFigureValues {
  const values = Object.fromEntries(MAP_FIGURES.map((f) => [f.id, f.read(s)])) as Record<MapFigureId, string | null>;
  return { ...values, yieldUnit: s.harvest?.unit ?? null };
}

/**
 * The harvest row a field's yield is read from: its crop of the year when harvested, else its first crop (rows come
 * by field then crop).
 */
export function harvestRowOf<R extends { fieldId: number; crop: string }>(rows: readonly R[], fieldId: number, cropOfYear: string | null | undefined): R | undefined {
  const own = rows.filter((r) => r.fieldId === fieldId);
  const crop = cropOfYear?.trim().toLowerCase();
  return own.find((r) => r.crop.trim().toLowerCase() === crop) ?? own[0];
}
