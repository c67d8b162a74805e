import { CATEGORY_TEXTS } from "../../../api/client/rules";
import type { AreaMessages } from "./types";

/**
 * The seeded task categories, keyed by their stored English name, declared with them in api/domain/category-names.ts
 * (the report files read them there too). Shown through useCategoryName (admin-ui/lib/useCategoryName.ts); a
 * category added or renamed later shows its stored name. The other reference names are in referenceData.ts.
 */
export const categories: AreaMessages = {
  en: { categories: CATEGORY_TEXTS.en },
  es: { categories: CATEGORY_TEXTS.es },
};
