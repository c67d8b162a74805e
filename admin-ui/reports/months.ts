export const MONTHS = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
] as const;

/** 1-12 for the current month: the invoices' starting month. */
export const currentMonth = () => new Date().getMonth() + 1;

/** Year choices of the cost and field summaries and the acreage report (spec 001 section 9). */
export const REPORT_YEARS = [2025, 2024, 2023] as const;
