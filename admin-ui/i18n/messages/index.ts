import { accounting } from "./accounting";
import { admin } from "./admin";
import { app } from "./app";
import { auth } from "./auth";
import { budgets } from "./budgets";
import { categories } from "./categories";
import { common } from "./common";
import { crew } from "./crew";
import { dashboard } from "./dashboard";
import { equipment } from "./equipment";
import { fieldReport } from "./fieldReport";
import { fields } from "./fields";
import { landlords } from "./landlords";
import { layout } from "./layout";
import { leases } from "./leases";
import { maps } from "./maps";
import { payments } from "./payments";
import { priceList } from "./priceList";
import { ra } from "./ra";
import { reports } from "./reports";
import { settings } from "./settings";
import { tasks } from "./tasks";
import { users } from "./users";
import type { AreaMessages, Messages } from "./types";

/** Every area of the catalogue; a new area file is added here. */
export const AREAS: AreaMessages[] = [
  accounting,
  admin,
  app,
  auth,
  budgets,
  categories,
  common,
  crew,
  dashboard,
  equipment,
  fieldReport,
  fields,
  landlords,
  layout,
  leases,
  maps,
  payments,
  priceList,
  ra,
  reports,
  settings,
  tasks,
  users,
];

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

export const catalogue = {
  en: mergeMessages(...AREAS.map((a) => a.en)),
  es: mergeMessages(...AREAS.map((a) => a.es)),
};
