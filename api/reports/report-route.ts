import { z } from "@hono/zod-openapi";
import { recordErrors } from "../lib/error-schemas";
import * as S from "../lib/http-status";
import { formatSchema, langSchema } from "../schemas/reports.schemas";

export const tags = ["Reports"];

/** The `format` query every report takes, and `lang`, the language of its CSV and PDF (docs/decisions/i18n.md). */
export const formatQuery = { format: formatSchema, lang: langSchema };

const csvText = z.string().openapi({ description: "RFC 4180 CSV: a header row, then one row per line item; money as plain decimals" });
const pdfFile = z.string().openapi({ type: "string", format: "binary", description: "A letter-size PDF numbered 'Page N of M'" });

/** A report's 200 in its three formats, and the errors of a read addressing records (400, 401, 404). */
export function reportResponses<T extends z.ZodType>(schema: T, description: string) {
  return {
    [S.OK]: {
      description: `${description}. JSON by default; ?format=csv answers a CSV attachment, ?format=pdf an inline PDF.`,
      content: {
        "application/json": { schema },
        "text/csv": { schema: csvText },
        "application/pdf": { schema: pdfFile },
      },
    },
    ...recordErrors,
  };
}

/** Today as YYYY-MM-DD on the server's clock: an invoice's date. The report maths itself reads no clock. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}
