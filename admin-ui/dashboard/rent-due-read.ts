import { api, read } from "../lib/api";

/** GET /api/rent-due: rent overdue and due in the next 30 days, after payments, over every entity's leases. */
export const readRentDue = () => read(api.api["rent-due"].$get({ query: {} }));

export type RentDueAnswer = Awaited<ReturnType<typeof readRentDue>>;
