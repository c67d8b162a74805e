import type { TranslateFunction, Validator } from "react-admin";
import type { ZodType } from "zod";
import { validationText } from "./validation-text";

/** Field name -> message, as react-hook-form's setError (and react-admin's Form `validate`) take them. */
export type FieldErrors = Record<string, string>;

/** An issue as the API's 400 answers it (`{ message, code, issues? }`). */
export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * A server request schema run on the payload a form would send: its issues, each named by its top-level key, with
 * the server's (English) messages. Empty when the payload passes.
 * @example schemaIssues(FieldCreateSchema, { entityId: 1, name: "A", acreage: "12.345" })
 *   // [{ path: "acreage", message: "must be less than 100000000 with at most 2 decimal places" }]
 */
export function schemaIssues(schema: ZodType, payload: unknown): ApiIssue[] {
  const result = schema.safeParse(payload);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: String(i.path[0] ?? ""), message: i.message }));
}

/**
 * An input's react-admin validator from the server's schema: it runs the schema on the payload of the whole form
 * and answers the first message naming the input's source, in the user's language. A blank value is left to the
 * input's `required()`.
 */
export function schemaValidator(schema: ZodType, payloadOf: (values: Record<string, unknown>) => unknown, translate: TranslateFunction): Validator {
  return (value, values, props) => {
    if (value === "" || value === null || value === undefined) return undefined;
    const { finalSource, source } = (props ?? {}) as { finalSource?: string; source?: string };
    const key = (finalSource ?? source ?? "").split(".")[0];
    const issue = schemaIssues(schema, payloadOf(values)).find((i) => i.path === key);
    return issue ? validationText(issue.message, translate) : undefined;
  };
}
