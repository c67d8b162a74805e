/**
 * A crop pool is (entity, crop, crop year): the unit that earns its settlements' net (docs/harvest.md). Crops are
 * compared trimmed and in lower case, so "Corn", " corn " and "CORN" are one pool.
 */

/**
 * The crop as pools compare it: trimmed, lower case.
 * @example cropKey(" Corn ") === "corn"
 */
export function cropKey(crop: string): string {
  return crop.trim().toLowerCase();
}

/**
 * The key of a crop pool (entity, crop, crop year), for maps and grouping.
 * @example poolKey(1, "Corn", 2026) === "1|corn|2026"; poolKey(1, " CORN", 2026) === poolKey(1, "corn", 2026)
 */
export function poolKey(entityId: number, crop: string, cropYear: number): string {
  return `${entityId}|${cropKey(crop)}|${cropYear}`;
}
