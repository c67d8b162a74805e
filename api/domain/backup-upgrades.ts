import { fertilizerStockUnit } from "./products";

/** A value a renamed table's new column takes: a fixed one, or an old column's value through a map. */
export type UpgradedValue = { value: string } | { from: string; map: Record<string, string>; otherwise: string };

/**
 * A table a migration renamed: archives written before `migration` hold `from`, and a restore loads their rows into
 * `to` (docs/decisions/backup-format.md, "Archives from an earlier version"). Every column the archive names that
 * `to` also has is loaded as it is (ids kept, so the rows that pointed at them still do); the columns of `set` are
 * filled from the old row.
 */
export interface RenamedTable {
  from: string;
  to: string;
  /** The migration that renamed it. */
  migration: string;
  set: Record<string, UpgradedValue>;
}

/** Every table renamed since backups began, oldest first: the next rename is one more entry. */
export const RENAMED_TABLES: readonly RenamedTable[] = [
  {
    // Migration 0017: the fertilizers became the catalogue's products of kind fertilizer; their type (liquid or
    // dry) became the stock unit their analysis is per (gal or lb).
    from: "fertilizers",
    to: "products",
    migration: "0017_inputs_products_purchases",
    set: {
      kind: { value: "fertilizer" },
      stock_unit: {
        from: "type",
        map: { liquid: fertilizerStockUnit("liquid"), dry: fertilizerStockUnit("dry") },
        otherwise: fertilizerStockUnit("liquid"),
      },
    },
  },
];

/**
 * The rename an archive's table went through since the archive was written, if any: `migrations` lists every
 * migration tag in the order they run, and an archive written under a migration before the rename holds the old name.
 * @example renamedTable("fertilizers", "0016_user_must_change_password", tags)?.to === "products"
 * @example renamedTable("fertilizers", "0017_inputs_products_purchases", tags) === undefined
 */
export function renamedTable(name: string, archiveMigration: string, migrations: readonly string[]): RenamedTable | undefined {
  const written = migrations.indexOf(archiveMigration);
  return RENAMED_TABLES.find((r) => r.from === name && written >= 0 && written < migrations.indexOf(r.migration));
}

/** The old columns a rename reads to fill its new ones (they have no column of their own in the new table). */
export const upgradeSources = (r: RenamedTable) =>
  Object.values(r.set).flatMap((v) => ("from" in v ? [v.from] : []));
