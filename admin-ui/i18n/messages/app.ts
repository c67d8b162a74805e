import type { AreaMessages } from "./types";

/** The application shell's own texts. */
export const app: AreaMessages = {
  en: { app: { title: "Farm Cost Manager" } },
  es: { app: { title: "Farm Cost Manager" } },
};
