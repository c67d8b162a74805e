/**
 * The reads and report PDFs whose memory issue 13's goal 5 is measured after: bench/auth-throughput.ts asks them
 * in its last two phases, and bench/request-memory.ts asks them one by one.
 */

/** The reads of bench/api-latency.ts for an entity and crop year: label and path. */
export const entityReads = (entityId: number, year: number) =>
  [
    ["summary", `/api/entities/${entityId}/summary?year=${year}`],
    ["fields with every task", `/api/entities/${entityId}/fields?withTasks=true&year=${year}`],
    ["tasks of the year", `/api/entities/${entityId}/tasks/${year}?withDetails=true`],
  ] as const;

/** The longest report PDFs: every entity's fertilizer report and April equipment invoice, the entity's accounting record. */
export const largePdfs = (entityId: number, year: number) =>
  [
    ["fertilizer PDF, all entities", `/api/reports/fertilizer?year=${year}&entity=all&format=pdf`],
    ["equipment invoice PDF, all entities", `/api/reports/equipment-invoice?entity=all&month=4&year=${year}&format=pdf`],
    ["detailed operations PDF", `/api/entities/${entityId}/reports/detailed-operations?year=${year}&format=pdf`],
  ] as const;
