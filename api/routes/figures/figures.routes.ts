import { createRoute, z } from "@hono/zod-openapi";
import { CostBreakdownShape, TASK_PAGE_SIZE, TaskTotalsShape } from "../../domain/farm-figures";
import { errors, jsonContent, recordErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { idSchema, wholeNumberUpTo, yearSchema } from "../../schemas/common";
import { TaskPageShape } from "../../schemas/tasks.schemas";
import { OFFICE, allow, inPath, inQuery } from "../../lib/route-access";

const tags = ["Entities"];
const EntityPath = z.object({ entityId: idSchema.openapi({ param: { name: "entityId", in: "path" }, example: 1 }) });

export const costBreakdown = createRoute({
  path: "/entities/{entityId}/cost-breakdown",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "The dashboard charts: the crop year's cost (and income) by category and by field, with their totals",
  description:
    "Computed by the one income-or-cost rule: an income category's task is income of its totalCost, never a cost; " +
    "a cost task's yield value is income. The totals' costPerAcre is the dashboard's Cost per Acre.",
  request: { params: EntityPath, query: z.object({ year: yearSchema }) },
  responses: { [S.OK]: jsonContent(CostBreakdownShape.openapi("CostBreakdown"), "The breakdown"), ...recordErrors, ...errors.badRequest },
});

const optionalId = (name: string) =>
  z.preprocess((v) => (v === "" ? undefined : v), idSchema.optional()).openapi({ type: "integer", description: `Only the tasks of this ${name}` });

/** The Task & Costs filters, as both of its reads take them. */
const TaskFilterQuery = z.object({
  year: yearSchema,
  q: z.string().max(255, "must be at most 255 characters").optional().openapi({ example: "hay" }),
  categoryId: optionalId("category"),
  fieldId: optionalId("field"),
});

export const taskTotals = createRoute({
  path: "/entities/{entityId}/task-totals",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity"), inQuery("fieldId", "field")),
  tags,
  summary: "Count, cost and income of the crop year's tasks matching the Task & Costs filters",
  description: "q matches the task name, field, category, crop or notes (any case), as the Task & Costs search does.",
  request: {
    params: EntityPath,
    query: TaskFilterQuery,
  },
  responses: { [S.OK]: jsonContent(TaskTotalsShape.openapi("TaskTotals"), "The totals"), ...recordErrors, ...errors.badRequest },
});

export const taskPage = createRoute({
  path: "/entities/{entityId}/task-page",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity"), inQuery("fieldId", "field")),
  tags,
  summary: "One page of the Task & Costs table: the crop year's tasks matching its filters, newest first, with the counts the screen shows",
  description:
    "q, categoryId and fieldId filter as in task-totals. page counts from 1; a page past the last has no rows. " +
    `perPage is 1-100, ${TASK_PAGE_SIZE} by default (the screen's page). total counts the matching tasks; yearCount ` +
    "and categoryCounts count every task of the crop year, whatever the filters. totals is what task-totals answers for the same filters.",
  request: {
    params: EntityPath,
    query: z.object({
      ...TaskFilterQuery.shape,
      page: wholeNumberUpTo(100_000).default(1).openapi({ example: 2 }),
      perPage: wholeNumberUpTo(100).default(TASK_PAGE_SIZE).openapi({ example: TASK_PAGE_SIZE }),
    }),
  },
  responses: { [S.OK]: jsonContent(TaskPageShape.openapi("TaskPage"), "The page"), ...recordErrors, ...errors.badRequest },
});
