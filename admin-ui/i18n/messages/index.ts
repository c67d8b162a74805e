import { accounting } from "./accounting";
import { admin } from "./admin";
import { app } from "./app";
import { applications } from "./applications";
import { audit } from "./audit";
import { auth } from "./auth";
import { backup } from "./backup";
import { budgets } from "./budgets";
import { bulkImport } from "./bulkImport";
import { categories } from "./categories";
import { common } from "./common";
import { conflict } from "./conflict";
import { crew } from "./crew";
import { dashboard } from "./dashboard";
import { equipment } from "./equipment";
import { errors } from "./errors";
import { fieldReport } from "./fieldReport";
import { fields } from "./fields";
import { harvest } from "./harvest";
import { inputs } from "./inputs";
import { labor } from "./labor";
import { landlords } from "./landlords";
import { layout } from "./layout";
import { leases } from "./leases";
import { map } from "./map";
import { maps } from "./maps";
import { offline } from "./offline";
import { payments } from "./payments";
import { priceList } from "./priceList";
import { ra } from "./ra";
import { referenceData } from "./referenceData";
import { reportCatalog } from "./reportCatalog";
import { reports } from "./reports";
import { settings } from "./settings";
import { tasks } from "./tasks";
import { users } from "./users";
import { validation } from "./validation";
import { mergeMessages } from "./merge";
import type { AreaMessages } from "./types";

export { mergeMessages };

/** Every area of the catalogue; a new area file is added here. */
export const AREAS: AreaMessages[] = [
  accounting,
  admin,
  app,
  applications,
  audit,
  auth,
  backup,
  budgets,
  bulkImport,
  categories,
  common,
  conflict,
  crew,
  dashboard,
  equipment,
  errors,
  fieldReport,
  fields,
  harvest,
  inputs,
  labor,
  landlords,
  layout,
  leases,
  map,
  maps,
  offline,
  payments,
  priceList,
  ra,
  referenceData,
  reportCatalog,
  reports,
  settings,
  tasks,
  users,
  validation,
];

export const catalogue = {
  en: mergeMessages(...AREAS.map((a) => a.en)),
  es: mergeMessages(...AREAS.map((a) => a.es)),
};
