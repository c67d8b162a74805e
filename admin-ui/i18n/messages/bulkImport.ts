import type { AreaMessages } from "./types";

/** The dashboard's Bulk Import dialog: loaded with the dialog (after the whole catalogue), not with the first screen. */
export const bulkImport: AreaMessages = {
  en: {
    bulkImport: {
      createdUpdatedUnchanged: "%{created} created, %{updated} updated, %{unchanged} unchanged",
      importFailed: "Import failed",
      importLine: "Line %{line}",
      rowsHaveProblems: "%{bad} of %{total} rows have problems. Nothing was written.",
      andMoreProblems: "and %{count} more",
      bulkImportTasks: "Bulk Import Tasks",
      importTasksInto: "Import tasks into",
      fromACsvFileWith: "from a CSV file with a header row: date, field, category, name and cost_per_acre are required; acres_covered, crop_year, equipment_rental and the other task columns are optional. Rows already imported are updated, not duplicated.",
      chooseCsvFile: "Choose CSV File",
      rowsReadyToImport: "rows ready to import",
      cancel: "Cancel",
      importing: "Importing...",
      import: "Import",
      importComplete: "Import Complete",
    },
  },
  es: {
    bulkImport: {
      createdUpdatedUnchanged: "%{created} creados, %{updated} actualizados, %{unchanged} sin cambios",
      importFailed: "Falló la importación",
      importLine: "Línea %{line}",
      rowsHaveProblems: "%{bad} de %{total} filas tienen problemas. No se escribió nada.",
      andMoreProblems: "y %{count} más",
      bulkImportTasks: "Importar trabajos en lote",
      importTasksInto: "Importar trabajos en",
      fromACsvFileWith: "desde un archivo CSV con una fila de encabezado: date, field, category, name y cost_per_acre son obligatorias; acres_covered, crop_year, equipment_rental y las demás columnas de trabajo son opcionales. Las filas ya importadas se actualizan, no se duplican.",
      chooseCsvFile: "Elegir archivo CSV",
      rowsReadyToImport: "filas listas para importar",
      cancel: "Cancelar",
      importing: "Importando...",
      import: "Importar",
      importComplete: "Importación completada",
    },
  },
};
