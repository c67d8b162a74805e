import type { CATEGORY_NAME } from "./task-categories";

/**
 * The seeded task categories' names in English and Spanish, by their seeded (stored) name: apart from the other
 * reference names (api/domain/reference-names.ts) because the SPA's first screen (the dashboard's categories) needs
 * only these, and its bundle has a size limit.
 */
type CategoryName = (typeof CATEGORY_NAME)[keyof typeof CATEGORY_NAME];

const CATEGORIES_ES: Record<CategoryName, string> = {
  Water: "Agua",
  "Farm Management": "Administración de la finca",
  Fertilizer: "Fertilizante",
  "Crop Protectants": "Protección de cultivos",
  "Soil Amendment": "Enmiendas del suelo",
  "Machine Hire": "Renta de maquinaria",
  "Income Generated": "Ingresos generados",
  Seed: "Semilla",
  "Water Assessment": "Cuota de agua",
  Rent: "Renta",
};

/**
 * The source under which the profit reports and the charts show a field's share of its crop's settlements
 * (api/domain/harvest/field-income.ts): not a task category, but shown among them.
 */
export const CROP_SALES = "Crop Sales";

export const CATEGORY_TEXTS: Record<"en" | "es", Record<string, string>> = {
  // The English names are the stored ones: CATEGORIES_ES has every seeded category (its type says so), so its keys
  // are them; read from there rather than from task-categories.ts, whose rules would join the first screen's bundle.
  en: { ...Object.fromEntries(Object.keys(CATEGORIES_ES).map((n) => [n, n])), [CROP_SALES]: CROP_SALES },
  es: { ...CATEGORIES_ES, [CROP_SALES]: "Ventas de cosecha" },
};
