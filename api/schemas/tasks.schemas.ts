import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { tasks } from "../../db/schema";
import { TaskTotalsShape } from "../domain/farm-figures";
import { RecostedTaskSchema } from "./inventory.schemas";
import { booleanQuery, dateTime, idFilter, idSchema, wholeNumberUpTo, yearSchema } from "./common";

export { TaskCreateSchema, type TaskInput, type TaskPatch, TaskUpdateSchema } from "./task-input.schemas";

/** One product a task applied, as the task answers it (a crew answer leaves out the cost). */
export const TaskProductLineSchema = z
  .object({
    line: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    ratePerAcre: z.string().nullable().openapi({ description: "Per acre of the task's acresCovered, in `unit`" }),
    totalQuantity: z.string().nullable().openapi({ description: "The whole quantity applied, in `unit`" }),
    unit: z.string(),
    stockQuantity: z.string().openapi({ description: "What it took out of stock, in the product's stock unit (exact)" }),
    stockUnit: z.string(),
    cost: z.string().optional().openapi({ description: "Its inventory cost: quantity x average cost, half-up once (not shown to crew)" }),
  })
  .openapi("TaskProductLine");

/** A task as every endpoint answers it: the stored row with the names a list shows beside it. */
export const TaskSchema = createSelectSchema(tasks, { createdAt: dateTime })
  .omit({ importKey: true, deletedAt: true })
  .extend({
    entityName: z.string(),
    fieldName: z.string(),
    categoryName: z.string(),
    fertilizerName: z.string().nullable(),
    recordedBy: z.object({ id: z.number().int(), username: z.string() }).nullable().openapi({ description: "Who recorded the task; null for imports and older rows" }),
    crewEntry: z.boolean().openapi({ description: "Recorded by a crew account, priced from the entity's price list" }),
    products: z.array(TaskProductLineSchema).optional().openapi({ description: "The products applied (one task, writes and GET /api/tasks; not the entity's long lists)" }),
    recosted: z.array(RecostedTaskSchema).optional().openapi({ description: "On writes, when there are any: the other tasks whose cost the write changed" }),
  })
  .openapi("Task");

const yearFilter = z.union([yearSchema, z.array(yearSchema)]).optional();
export const TaskFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  entityId: idFilter,
  fieldId: idFilter,
  categoryId: idFilter,
  cropYear: yearFilter,
  recordedById: z.coerce.number().int().optional(),
});

export const EntityTaskParams = z.object({
  entityId: idSchema.openapi({ param: { name: "entityId", in: "path" }, example: 1 }),
});
export const EntityYearTaskParams = EntityTaskParams.extend({
  cropYear: yearSchema.openapi({ param: { name: "cropYear", in: "path" }, example: 2025 }),
});

const withDetails = booleanQuery.optional().openapi({ example: "true", description: "Accepted for the spec's client; the names are always included" });
export const EntityTasksQuery = z.object({
  withDetails,
  limit: wholeNumberUpTo(1000).optional().openapi({ example: 5 }),
  year: yearSchema.optional().openapi({ example: 2025 }),
});
export const EntityYearTasksQuery = z.object({ withDetails });

/** One page of the Task & Costs table with the counts the screen shows (GET /api/entities/{id}/task-page). */
export const TaskPageShape = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  /** How many of the year's tasks the filters match. */
  total: z.number().int(),
  /** Their count, cost, income and net, as task-totals answers them. */
  totals: TaskTotalsShape,
  /** How many tasks the crop year holds. */
  yearCount: z.number().int(),
  /** The year's tasks by category name (the Water, Fertilizer, Machine Hire and Income Generated tiles). */
  categoryCounts: z.record(z.string(), z.number().int()),
  rows: z.array(TaskSchema),
});
