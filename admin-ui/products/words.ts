import { PRODUCT_KINDS } from "../../api/client/rules";

/** Catalogue keys of the product kinds (the value sent stays the kind's stored word). */
export const KIND_KEYS: Readonly<Record<(typeof PRODUCT_KINDS)[number], string>> = {
  fertilizer: "inputs.kindFertilizer",
  "crop protection": "inputs.kindCropProtection",
  seed: "inputs.kindSeed",
  "soil amendment": "inputs.kindSoilAmendment",
  fuel: "inputs.kindFuel",
  other: "inputs.kindOther",
};

/** The kinds as choices of a SelectInput, which translates their names. */
export const KIND_CHOICES = PRODUCT_KINDS.map((k) => ({ id: k, name: KIND_KEYS[k] }));

/** Catalogue keys of the signal words a label carries (stored in English, as the EPA prints them). */
export const SIGNAL_WORD_KEYS: Readonly<Record<string, string>> = {
  CAUTION: "inputs.signalCaution",
  WARNING: "inputs.signalWarning",
  DANGER: "inputs.signalDanger",
};

/** A product as the API answers it (GET /api/products). */
export type { Product } from "../lib/types";
