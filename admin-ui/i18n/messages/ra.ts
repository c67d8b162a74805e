import { raEnglish } from "./ra.en";
import type { AreaMessages } from "./types";

/**
 * react-admin 5 texts that @blackbox-vision/ra-language-spanish (written for react-admin 4) lacks. The English side
 * is ra-language-english's own text, repeated so that both languages define every key this file adds.
 * tests/domain/i18n-catalogue.test.ts fails when ra-language-english gains a key that Spanish lacks.
 */
export const ra: AreaMessages = {
  en: raEnglish,
  es: {
    ra: {
      action: { reset: "Restablecer", search_columns: "Buscar columnas", select_all_button: "Seleccionar todo" },
      page: { access_denied: "Acceso denegado", authentication_error: "Error de autenticación" },
      message: {
        access_denied: "No tiene permiso para ver esta página",
        authentication_error: "El servidor de autenticación devolvió un error y no se pudieron comprobar sus credenciales.",
        select_all_limit_reached: "Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.",
        placeholder_data_warning: "Problema de red: no se pudieron actualizar los datos.",
      },
      navigation: { clear_filters: "Quitar filtros", no_filtered_results: "No se encontraron %{name} con los filtros actuales." },
      auth: { email: "Correo electrónico" },
      notification: { offline: "Sin conexión. No se pudieron obtener los datos." },
      validation: { unique: "Debe ser único" },
      guesser: { empty: { title: "No hay datos para mostrar", message: "Revise su proveedor de datos" } },
    },
  },
};
