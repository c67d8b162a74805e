import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { taskCategories } from "../../db/schema";
import { idFilter, nameSchema, optionalText } from "./common";

export const TaskCategorySchema = createSelectSchema(taskCategories).openapi("TaskCategory");

/** Blank optional text is stored as null. */
const blankToNull = (max: number) => optionalText(max).transform((v) => (v ? v : null));

const categoryInputShape = {
  name: nameSchema(100),
  icon: blankToNull(50).openapi({ description: "A lucide icon name, e.g. droplets" }),
  color: blankToNull(20).openapi({ example: "#3b82f6" }),
  isIncomeCategory: z
    .boolean({ error: "must be true or false" })
    .nullish()
    .transform((v) => v ?? false),
};

export const TaskCategoryCreateSchema = z.object(categoryInputShape).openapi("TaskCategoryCreate");
/** A partial: keys left out keep their stored value. */
export const TaskCategoryUpdateSchema = z.object(categoryInputShape).partial().openapi("TaskCategoryUpdate");

export type TaskCategoryInput = z.output<typeof TaskCategoryCreateSchema>;
export type TaskCategoryPatch = z.output<typeof TaskCategoryUpdateSchema>;

export const TaskCategoryFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  isIncomeCategory: z.boolean().optional(),
});
