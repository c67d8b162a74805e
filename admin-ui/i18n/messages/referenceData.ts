import { REFERENCE_TEXTS } from "../../../api/client/rules";
import type { AreaMessages } from "./types";

/**
 * The names of the other reference data the product seeds or the server writes, declared with them in
 * api/domain/reference-names.ts (the report files read them there too): the Schedule F lines by code
 * (`scheduleFLines.*`), the default chart of accounts by number (`defaultAccounts.*`), the yield units
 * (`yieldUnits.*`), the account types (`accountTypes.*`) and their few words (`referenceWords.*`). The seeded
 * categories are their own area (categories.ts), which the first screen carries.
 */
const without = ({ categories: _, ...rest }: (typeof REFERENCE_TEXTS)["en"]) => rest;

export const referenceData: AreaMessages = {
  en: without(REFERENCE_TEXTS.en),
  es: without(REFERENCE_TEXTS.es),
};
