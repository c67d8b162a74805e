import type { BoundaryErrorCode } from "../domain/boundaries/errors";

/**
 * How a client puts an error code in its user's words:
 * - `catalogue`: the client has a text for the code in each language, filled from the answer's `details`
 *   (admin-ui/lib/error-messages.ts `errorText`);
 * - `sentence`: the message is one of the server's sentences (a rule, a conflict), each worded by the validation
 *   catalogue (admin-ui/lib/validation-text.ts), the values it names filled in;
 * - `server`: the server writes the message in the account's language itself (a boundary file's refusal, a version
 *   conflict).
 */
export type ErrorWording = "catalogue" | "sentence" | "server";

/** The boundary refusals (api/domain/boundaries/errors.ts): worded by the server, in the account's language. */
const BOUNDARY: Record<BoundaryErrorCode, ErrorWording> = {
  UNKNOWN_FILE_TYPE: "server",
  BAD_FILE: "server",
  NO_POLYGON: "server",
  BAD_GEOMETRY: "server",
  OUT_OF_RANGE: "server",
  SELF_INTERSECTION: "server",
  UNKNOWN_PROJECTION: "server",
  MANY_FEATURES: "server",
  FIELD_MATCHED_TWICE: "server",
};

/**
 * Every code the API answers an error with, declared once, with how a client words it (ErrorWording). AppError takes
 * only these codes, and tests/domain/error-codes.test.ts checks that the web app words each `catalogue` code in
 * English and Spanish without the server's text, and each `sentence` the API writes.
 */
export const ERROR_CODES = {
  VALIDATION: "sentence",
  CONFLICT: "sentence",
  NOT_FOUND: "catalogue",
  FORBIDDEN: "catalogue",
  UNAUTHORIZED: "catalogue",
  INTERNAL: "catalogue",
  /** A request the framework refused before a route read it (a body that is not JSON, say). */
  HTTP_ERROR: "catalogue",
  DATABASE_UNAVAILABLE: "catalogue",
  DISK_FULL: "catalogue",
  INSUFFICIENT_STORAGE: "catalogue",
  PAYLOAD_TOO_LARGE: "catalogue",
  UNSUPPORTED_MEDIA_TYPE: "catalogue",
  UPLOAD_URL_GONE: "catalogue",
  IDEMPOTENCY_KEY_REUSED: "catalogue",
  VERSION_CONFLICT: "server",
  INVALID_CREDENTIALS: "catalogue",
  AWAITING_APPROVAL: "catalogue",
  PASSWORD_CHANGE_REQUIRED: "catalogue",
  TOO_MANY_ATTEMPTS: "catalogue",
  ALREADY_EXPORTED: "catalogue",
  BACKUP_ON_SYSTEM_DISK: "catalogue",
  BACKUP_BUSY: "catalogue",
  BACKUP_INVALID: "catalogue",
  NAME_TAKEN: "catalogue",
  INVENTORY_SHORTFALL: "catalogue",
  PRODUCT_IN_USE: "catalogue",
  STOCK_UNIT_KEPT: "catalogue",
  PACK_IN_USE: "catalogue",
  FERTILIZER_IN_USE: "catalogue",
  INVOICE_TAKEN: "catalogue",
  INVOICE_RECORDED_DIFFERENTLY: "catalogue",
  STORAGE_SHORTFALL: "catalogue",
  TICKETS_RECORDED: "catalogue",
  SALE_NUMBER_TAKEN: "catalogue",
  CONTRACT_IN_USE: "catalogue",
  DELIVERY_LOCKED: "catalogue",
  DELIVERY_PAID: "catalogue",
  ACCOUNT_LINKED: "catalogue",
  WORKER_IN_USE: "catalogue",
  RATE_IN_USE: "catalogue",
  MACHINE_IN_USE: "catalogue",
  NO_RATE: "catalogue",
  MACHINE_COST_UNKNOWN: "catalogue",
  TIME_APPROVED: "catalogue",
  TIME_RECORDED: "catalogue",
  ...BOUNDARY,
} as const satisfies Record<string, ErrorWording>;

export type ErrorCode = keyof typeof ERROR_CODES;
