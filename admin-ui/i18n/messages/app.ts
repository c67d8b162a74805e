import type { AreaMessages } from "./types";

/** The application shell's own texts. */
export const app: AreaMessages = {
  en: { app: { title: "Farm Cost Manager", authenticationRequired: "Authentication required" } },
  es: { app: { title: "Farm Cost Manager", authenticationRequired: "Se requiere iniciar sesión" } },
};
