import type { AreaMessages } from "./types";

/** Texts shared by helpers in admin-ui/lib. */
export const common: AreaMessages = {
  en: {
    common: {
      loading: "Loading",
    },
  },
  es: {
    common: {
      loading: "Cargando",
    },
  },
};
