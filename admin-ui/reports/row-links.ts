/**
 * Where a registered report's lines lead, for a report whose lines are records with a screen of their own (by report
 * name): the column whose cell is the link, and the address from the line's JSON (which may carry ids the columns do
 * not show). The generic report screen (RegisteredReport.tsx) draws the link; the files are unchanged.
 */
export const ROW_LINKS: Readonly<Record<string, { column: string; to(line: Record<string, unknown>): string | undefined }>> = {
  // A product's stock ledger at the line's entity (admin-ui/inputs: the product list's ledger screen).
  inventory: {
    column: "productName",
    to: (line) => (line.entityId && line.productId ? `/inventory/${line.entityId}?product=${line.productId}` : undefined),
  },
};
