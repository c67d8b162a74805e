import type { z } from "@hono/zod-openapi";
import type { EntityFieldSchema, EntitySchema, EntitySummarySchema, FieldTaskSchema, ProductSchema, PublicUser, RecostedTaskSchema, TaskPageShape, TaskSchema } from "../../api/client";

// The API's own schemas, as JSON carries them (timestamps arrive as strings).
type Wire<T> = { [K in keyof T]: Date extends T[K] ? Exclude<T[K], Date> | string : T[K] };

export type Entity = Wire<z.infer<typeof EntitySchema>>;
export type EntitySummary = z.infer<typeof EntitySummarySchema>;
/** A product of the catalogue (GET /api/products). */
export type Product = Wire<z.infer<typeof ProductSchema>>;
/** A task whose cost a write re-costed, and whether a journal export covered it (a write's `recosted`). */
export type RecostedTask = z.infer<typeof RecostedTaskSchema>;
export type FieldTask = Wire<z.infer<typeof FieldTaskSchema>>;
/** A task as the lists answer it; inside a field list it carries only categoryName. */
export type Task = FieldTask &
  Partial<Pick<Wire<z.infer<typeof TaskSchema>>, "fieldName" | "entityName" | "fertilizerName">> & {
    /** Who recorded it, and whether a crew account did (answered to admins and editors). */
    recordedBy?: { id: number; username: string } | null;
    crewEntry?: boolean;
  };
/** One page of the Task & Costs table with the counts the screen shows (GET /api/entities/{id}/task-page). */
export type TaskPage = Omit<z.infer<typeof TaskPageShape>, "rows"> & { rows: Task[] };
export type Field = Omit<Wire<z.infer<typeof EntityFieldSchema>>, "tasks"> & { tasks?: Task[] };
export type User = PublicUser;

export interface Category {
  id: number;
  name: string;
  icon: string | null;
  color: string | null;
  isIncomeCategory: boolean;
}

export interface Fertilizer {
  id: number;
  name: string;
  nPerGal: string;
  pPerGal: string;
  kPerGal: string;
  type: string;
}
