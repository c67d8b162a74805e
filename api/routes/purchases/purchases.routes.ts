import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import {
  PurchaseImportBodySchema,
  PurchaseImportQuerySchema,
  PurchaseImportResultSchema,
  PurchaseInputSchema,
  PurchaseSchema,
} from "../../schemas/purchases.schemas";

const tags = ["Inputs"];
const shortfall = { [S.CONFLICT]: jsonContent(ErrorSchema, "INVENTORY_SHORTFALL: an application would take more than is on hand; or the invoice is already recorded") };

export const list = createRoute({
  path: "/purchases",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List purchases of the caller's entities (simple-rest: sort, range, filter id/entityId/vendorId/q; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(PurchaseSchema), "The purchases, newest first"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/purchases/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "purchase")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(PurchaseSchema, "The purchase with its lines"), ...recordErrors },
});

export const create = createRoute({
  path: "/purchases",
  method: "post",
  "x-access": allow(WRITERS.purchases.create, inBody("entityId", "entity")),
  tags,
  summary: "Record a supplier's invoice: lines in any unit of the product, freight and tax spread by amount; re-costs later applications",
  request: { body: jsonBody(PurchaseInputSchema) },
  responses: { [S.CREATED]: jsonContent(PurchaseSchema, "The purchase, with the tasks whose cost changed"), ...recordErrors, ...shortfall },
});

export const update = createRoute({
  path: "/purchases/{id}",
  method: "put",
  "x-access": allow(WRITERS.purchases.update, inPath("id", "purchase"), inBody("entityId", "entity")),
  tags,
  summary: "Replace a purchase's header and lines; the products of its old and new lines are re-costed",
  request: { params: IdParams, body: jsonBody(PurchaseInputSchema) },
  responses: { [S.OK]: jsonContent(PurchaseSchema, "The purchase as saved, with the tasks whose cost changed"), ...recordErrors, ...shortfall },
});

export const remove = createRoute({
  path: "/purchases/{id}",
  method: "delete",
  "x-access": allow(WRITERS.purchases.delete, inPath("id", "purchase")),
  tags,
  summary: "Remove a purchase; refused (409) when what was applied since would run short",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(PurchaseSchema, "The purchase as it was, with the tasks whose cost changed"), ...recordErrors, ...shortfall },
});

export const importPurchases = createRoute({
  path: "/purchases/import",
  method: "post",
  "x-access": allow(WRITERS.purchases.create),
  tags,
  summary: "Import a CSV of invoice lines (Entity, Vendor, Invoice, Date, Product, Quantity, Unit, Unit Price, Amount, Freight, Tax)",
  description:
    "The body is the CSV as text/csv (options in the query) or JSON `{ csv, entity?, dryRun?, replace? }`. Rows are grouped " +
    "into invoices by entity, vendor and invoice number; freight and tax may be on every line of an invoice (the same) or " +
    "on its first line only. Every bad row is named in the 400's issues as `rows.{n}.{Column}` (n counted from 1, the " +
    "header not counted) and nothing is written. Vendors not known by name are created. An invoice already recorded with " +
    "the same lines is unchanged, so importing a file again adds nothing; one with other lines is a 409 unless replace.",
  request: {
    query: PurchaseImportQuerySchema,
    body: {
      content: { "application/json": { schema: PurchaseImportBodySchema }, "text/csv": { schema: z.string().openapi({ description: "The CSV file" }) } },
      // Not "required": a required body is validated as JSON whatever its type, which would refuse the text/csv one.
      required: false,
    },
  },
  responses: {
    [S.OK]: jsonContent(PurchaseImportResultSchema, "What was (or, in a dry run, would be) written"),
    ...signedInErrors,
    [S.CONFLICT]: jsonContent(
      ErrorSchema,
      "INVOICE_RECORDED_DIFFERENTLY: an invoice already recorded with other lines (import with replace); details.invoices: [{ invoiceNumber, vendorName, entityName, rows }]. Or INVENTORY_SHORTFALL",
    ),
  },
});
