import type { AccountType } from "./accounting/chart";
import { DEFAULT_ACCOUNTS } from "./accounting/default-chart";
import { SCHEDULE_F_LINES, type ScheduleFLine } from "./accounting/schedule-f-lines";
import { CATEGORY_TEXTS } from "./category-names";
import type { HarvestUnit } from "./harvest/units";
import type { ProductKind } from "./products";
import type { IrrigationType, YIELD_UNITS } from "./task-formulas";

/*
 * Only light modules are imported for their values (no zod, no decimal.js): the catalogue's first-screen area reads
 * this file, and the first screen's bundle has a size limit (bench/ui-bundle-size.ts).
 */

/**
 * The names of the reference data the product seeds or the server writes (task categories, Schedule F lines, the
 * default chart of accounts, yield units), in every language the product speaks, keyed by what stays put: a seeded
 * category by its seeded name, a form line by its code, a default account by its number, a unit by its stored word.
 * The UI's catalogue (admin-ui/i18n/messages/categories.ts) and the report files (CSV, PDF) both read them here.
 * A row the user created or renamed shows as stored (docs/decisions/i18n.md, "Reference data").
 */

export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];

type YieldUnit = (typeof YIELD_UNITS)[number];


const SCHEDULE_F_ES: Record<ScheduleFLine, string> = {
  "1a": "Ventas de ganado y otros artículos comprados para reventa",
  "2": "Ventas de ganado, productos, granos y otros productos que usted crió",
  "3a": "Distribuciones de cooperativas",
  "4a": "Pagos de programas agrícolas",
  "6a": "Indemnizaciones del seguro de cosechas y pagos federales por desastre",
  "7": "Ingresos por trabajo a maquila (trabajo con maquinaria)",
  "8": "Otros ingresos",
  "10": "Gastos de automóviles y camiones",
  "11": "Productos químicos",
  "12": "Gastos de conservación",
  "13": "Trabajo a maquila (trabajo con maquinaria)",
  "14": "Depreciación y gasto de la sección 179",
  "15": "Programas de beneficios para empleados",
  "16": "Alimento para animales",
  "17": "Fertilizantes y cal",
  "18": "Fletes y transporte",
  "19": "Gasolina, combustible y aceite",
  "20": "Seguros (que no sean de salud)",
  "21a": "Intereses: hipoteca (pagados a bancos, etc.)",
  "21b": "Intereses: otros",
  "22": "Mano de obra contratada (menos créditos de empleo)",
  "23": "Planes de pensión y de participación en las ganancias",
  "24a": "Alquiler o arrendamiento: vehículos, maquinaria, equipo",
  "24b": "Alquiler o arrendamiento: otros (tierra, animales, etc.)",
  "25": "Reparaciones y mantenimiento",
  "26": "Semillas y plantas",
  "27": "Almacenamiento",
  "28": "Suministros",
  "29": "Impuestos",
  "30": "Servicios públicos",
  "31": "Veterinario, cría y medicinas",
  "32": "Otros gastos",
};

/** The form's total lines: 9 (Part I), 33 and 34 (Part II). */
const SCHEDULE_F_TOTALS: Record<Lang, Record<string, string>> = {
  en: { "9": "Gross income", "33": "Total expenses", "34": "Net farm profit or (loss)" },
  es: { "9": "Ingreso bruto", "33": "Gastos totales", "34": "Ganancia o (pérdida) neta de la finca" },
};

const ACCOUNTS_ES: Record<number, string> = {
  2100: "Adeudado a la administración de la finca",
  8000: "Otros gastos de la finca",
  8300: "Agua",
  8340: "Fertilizante",
  8350: "Semilla",
  8400: "Protección de cultivos",
  8430: "Enmiendas del suelo",
  8450: "Administración de la finca",
  8460: "Renta de maquinaria",
  8470: "Administración de la finca (operaciones)",
  9000: "Ingresos generados",
  9100: "Venta de cosechas (valor del rendimiento)",
};

const IRRIGATION_ES: Record<IrrigationType, string> = { Drip: "Goteo", Flood: "Inundación", Sprinklers: "Aspersores" };

const YIELD_UNITS_ES: Record<YieldUnit, string> = { bales: "pacas", tons: "toneladas", lbs: "libras", bushels: "bushels" };

/**
 * The harvest units (api/domain/harvest/units.ts) as a Spanish-speaking farm office reads them beside a figure: the
 * abbreviations its buyers' settlement sheets print stay (bu, cwt, lb, and ton, the short ton of 2,000 lb: "t" would
 * read as a metric tonne), the counted units are words (docs/decisions/i18n.md, "Harvest units").
 */
const HARVEST_UNITS_ES: Record<HarvestUnit, string> = { bu: "bu", cwt: "cwt", lb: "lb", ton: "ton", bale: "pacas", bin: "contenedores", box: "cajas" };

/** Every unit the product stores, yield units and harvest units (their stored words do not overlap). */
const UNITS_ES: Record<string, string> = { ...YIELD_UNITS_ES, ...HARVEST_UNITS_ES };

/** A product's kind by its stored word (api/domain/products.ts PRODUCT_KINDS), as the inventory report prints it. */
const PRODUCT_KINDS_ES: Record<ProductKind, string> = {
  fertilizer: "fertilizante",
  "crop protection": "protección de cultivos",
  seed: "semilla",
  "soil amendment": "enmienda de suelo",
  fuel: "combustible",
  other: "otro",
};

const ACCOUNT_TYPES_ES: Record<AccountType, string> = { income: "Ingreso", expense: "Gasto", liability: "Pasivo" };
const ACCOUNT_TYPES_EN: Record<AccountType, string> = { income: "Income", expense: "Expense", liability: "Liability" };

const same = (keys: readonly string[]): Record<string, string> => Object.fromEntries(keys.map((k) => [k, k]));

/**
 * Every reference name by language, under the catalogue's own keys: `categories.<seeded name>`,
 * `scheduleFLines.<line>`, `defaultAccounts.<number>`, `yieldUnits.<unit>`, `accountTypes.<type>`, `productKinds.<kind>`.
 */
export const REFERENCE_TEXTS: Record<Lang, { categories: Record<string, string>; scheduleFLines: Record<string, string>; defaultAccounts: Record<string, string>; yieldUnits: Record<string, string>; irrigationTypes: Record<string, string>; accountTypes: Record<string, string>; productKinds: Record<string, string>; referenceWords: { yieldValue: string } }> = {
  en: {
    categories: CATEGORY_TEXTS.en,
    scheduleFLines: { ...Object.fromEntries(SCHEDULE_F_LINES.map((l) => [l.line, l.label])), ...SCHEDULE_F_TOTALS.en },
    defaultAccounts: Object.fromEntries(DEFAULT_ACCOUNTS.map((a) => [String(a.number), a.name])),
    yieldUnits: same(Object.keys(UNITS_ES)),
    irrigationTypes: same(Object.keys(IRRIGATION_ES)),
    accountTypes: ACCOUNT_TYPES_EN,
    productKinds: same(Object.keys(PRODUCT_KINDS_ES)),
    referenceWords: { yieldValue: "yield value" },
  },
  es: {
    categories: CATEGORY_TEXTS.es,
    scheduleFLines: { ...SCHEDULE_F_ES, ...SCHEDULE_F_TOTALS.es },
    defaultAccounts: ACCOUNTS_ES,
    yieldUnits: UNITS_ES,
    irrigationTypes: IRRIGATION_ES,
    accountTypes: ACCOUNT_TYPES_ES,
    productKinds: PRODUCT_KINDS_ES,
    referenceWords: { yieldValue: "valor del rendimiento" },
  },
};

/** What Schedule F writes after a category whose cost task's harvest yield value it lists on Part I. */
const YIELD_VALUE_SUFFIX = ` (${REFERENCE_TEXTS.en.referenceWords.yieldValue})`;

/**
 * A task category's name in `lang`: a seeded category still under its seeded name is translated, any other as stored
 * (Schedule F's "<category> (yield value)" too).
 * @example categoryText("Machine Hire", "es") === "Renta de maquinaria"; categoryText("Pruning", "es") === "Pruning"
 */
export function categoryText(name: string, lang: Lang): string {
  const own = REFERENCE_TEXTS[lang];
  if (name.endsWith(YIELD_VALUE_SUFFIX)) return `${categoryText(name.slice(0, -YIELD_VALUE_SUFFIX.length), lang)} (${own.referenceWords.yieldValue})`;
  return own.categories[name] ?? name;
}

/**
 * An account's name in `lang`: a default account still under its default name is translated, a renamed or new one as stored.
 * @example accountText(8300, "Water", "es") === "Agua"; accountText(8300, "Well water", "es") === "Well water"
 */
export const accountText = (number: number, name: string, lang: Lang): string =>
  REFERENCE_TEXTS.en.defaultAccounts[String(number)] === name ? (REFERENCE_TEXTS[lang].defaultAccounts[String(number)] ?? name) : name;

/** @example scheduleFText("32", "es") === "Otros gastos" */
export const scheduleFText = (line: string, lang: Lang): string => REFERENCE_TEXTS[lang].scheduleFLines[line] ?? REFERENCE_TEXTS.en.scheduleFLines[line] ?? line;

/** @example irrigationText("Drip", "es") === "Goteo"; a type the product does not know shows as stored */
export const irrigationText = (type: string, lang: Lang): string => REFERENCE_TEXTS[lang].irrigationTypes[type] ?? type;

/** @example unitText("bales", "es") === "pacas"; unitText("box", "es") === "cajas"; a unit the product does not know shows as stored */
export const unitText = (unit: string, lang: Lang): string => REFERENCE_TEXTS[lang].yieldUnits[unit] ?? unit;

/** @example productKindText("crop protection", "es") === "protección de cultivos"; English is the stored word */
export const productKindText = (kind: string, lang: Lang): string => REFERENCE_TEXTS[lang].productKinds[kind] ?? kind;
