import type { AreaMessages } from "./types";

/**
 * The seeded task categories (api/domain/task-categories.ts), keyed by their stored English name. Shown through
 * useCategoryName (admin-ui/lib/useCategoryName.ts); a category added later shows its stored name.
 */
export const categories: AreaMessages = {
  en: {
    categories: {
      Water: "Water",
      "Farm Management": "Farm Management",
      Fertilizer: "Fertilizer",
      "Crop Protectants": "Crop Protectants",
      "Soil Amendment": "Soil Amendment",
      "Machine Hire": "Machine Hire",
      "Income Generated": "Income Generated",
      Seed: "Seed",
      "Water Assessment": "Water Assessment",
      Rent: "Rent",
    },
  },
  es: {
    categories: {
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
    },
  },
};
