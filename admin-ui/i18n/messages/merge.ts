import type { Messages } from "./types";

const isNested = (v: unknown): v is Messages => typeof v === "object" && v !== null;

/** Merges area catalogues into one; a key defined twice is a mistake the i18n check reports. */
export function mergeMessages(...parts: Messages[]): Messages {
  const out: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      out[key] = isNested(existing) && isNested(value) ? mergeMessages(existing, value) : value;
    }
  }
  return out;
}
