import { REFERENCE_TEXTS } from "../../../api/client/rules";
import type { AreaMessages } from "./types";

/**
 * The names of the reference data the product seeds, declared with it in api/domain/reference-names.ts (the report
 * files read them there too): the seeded task categories by their stored English name (shown through
 * useCategoryName, admin-ui/lib/useCategoryName.ts; a category added or renamed later shows its stored name), the
 * Schedule F lines by code, the default chart of accounts by number (useAccountName) and the yield units.
 */
export const categories: AreaMessages = {
  en: { ...REFERENCE_TEXTS.en },
  es: { ...REFERENCE_TEXTS.es },
};
