import { z } from "zod";
import { Dec, dec, toCents } from "../money";
import type { LeaseShareFigures } from "./lease-year";

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * A crop share's part of the field's harvest (harvest-share.ts): the landlord's share of its harvested quantity in
 * the crop's unit, of its settled income (part of incomeShare) and of its unsold crop at the mark (estimated, never in
 * the net). Null for cash and flex leases and for fields without harvest records.
 */
export const StatementHarvestShape = z.object({
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  settledIncome: money,
  estimatedIncome: money,
}).nullable();

/** One lease of a landlord's statement: the field, the landlord's share of it and what was paid. */
export const StatementLeaseShape = z.object({
  leaseId: z.number().int(),
  entityName: z.string(),
  fieldName: z.string(),
  crop: z.string().nullable(),
  leasedAcres: money,
  type: z.enum(["cash", "crop_share", "flex"]),
  sharePercent: z.string(),
  grossIncome: money,
  incomePercent: z.string(),
  incomeShare: money,
  costs: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string(), total: money, percent: z.string(), share: money })),
  costShare: money,
  cashRent: money,
  flexBonus: money,
  payments: money,
  /** owed before payments minus payments: positive is owed to the landlord, negative owed by the landlord. */
  net: money,
  harvest: StatementHarvestShape,
});

export const LandlordStatementShape = z.object({
  landlord: z.object({ id: z.number().int(), name: z.string(), mailingAddress: z.string().nullable() }),
  year: z.number().int(),
  leases: z.array(StatementLeaseShape),
  totals: z.object({
    grossIncome: money,
    incomeShare: money,
    costShare: money,
    cashRent: money,
    flexBonus: money,
    payments: money,
    net: money,
  }),
  /** The leases' settled income (already in incomeShare) and their unsold crop at the mark (estimated: not in net). */
  harvest: z.object({ settledIncome: money, estimatedIncome: money }),
});
export type LandlordStatement = z.infer<typeof LandlordStatementShape>;
export type StatementLease = z.infer<typeof StatementLeaseShape>;

export interface StatementLeaseInput {
  leaseId: number;
  entityName: string;
  fieldName: string;
  crop: string | null;
  leasedAcres: string;
  type: StatementLease["type"];
  sharePercent: string;
  figures: LeaseShareFigures;
  payments: string[];
}

/**
 * A landlord's statement for a crop year: one line per lease (whatever the entity), each line's net the landlord's
 * owed amount less the payments, and totals that are the exact sums of the lines.
 * @example landlordStatement({ id: 1, name: "A", mailingAddress: null }, 2025, [line]).totals.net
 */
export function landlordStatement(landlord: LandlordStatement["landlord"], year: number, leases: StatementLeaseInput[]): LandlordStatement {
  const lines: StatementLease[] = leases.map((l) => {
    const paid = l.payments.reduce((acc, p) => acc.plus(dec(p)), new Dec(0));
    const { due: _due, owed, ...f } = l.figures;
    return {
      leaseId: l.leaseId,
      entityName: l.entityName,
      fieldName: l.fieldName,
      crop: l.crop,
      leasedAcres: toCents(dec(l.leasedAcres)),
      type: l.type,
      sharePercent: l.sharePercent,
      ...f,
      payments: toCents(paid),
      net: toCents(dec(owed).minus(paid)),
    };
  });
  const sum = (key: keyof StatementLease) => toCents(lines.reduce((acc, l) => acc.plus(dec(l[key] as string)), new Dec(0)));
  return {
    landlord,
    year,
    leases: lines,
    totals: {
      grossIncome: sum("grossIncome"),
      incomeShare: sum("incomeShare"),
      costShare: sum("costShare"),
      cashRent: sum("cashRent"),
      flexBonus: sum("flexBonus"),
      payments: sum("payments"),
      net: sum("net"),
    },
    harvest: {
      settledIncome: toCents(lines.reduce((acc, l) => acc.plus(dec(l.harvest?.settledIncome ?? 0)), new Dec(0))),
      estimatedIncome: toCents(lines.reduce((acc, l) => acc.plus(dec(l.harvest?.estimatedIncome ?? 0)), new Dec(0))),
    },
  };
}

/** Rent open on a day: overdue, or due within the next days; what the dashboard lists. */
export const RentDueShape = z.object({
  today: z.string(),
  days: z.number().int(),
  items: z.array(
    z.object({
      status: z.enum(["overdue", "soon"]),
      date: z.string(),
      kind: z.enum(["rent", "bonus", "settlement"]),
      amount: money,
      open: money,
      cropYear: z.number().int(),
      leaseId: z.number().int(),
      fieldName: z.string(),
      entityName: z.string(),
      landlordId: z.number().int(),
      landlordName: z.string(),
    }),
  ),
  overdueTotal: money,
  soonTotal: money,
});
export type RentDue = z.infer<typeof RentDueShape>;

/** A lease's balance in a crop year, per landlord. */
export const LeaseBalancesShape = z.object({
  leaseId: z.number().int(),
  year: z.number().int(),
  /** False when the lease does not cover the year: nothing is owed. */
  inForce: z.boolean(),
  landlords: z.array(z.object({ landlordId: z.number().int(), landlordName: z.string(), sharePercent: z.string(), owed: money, paid: money, balance: money })),
  totals: z.object({ owed: money, paid: money, balance: money }),
});
export type LeaseBalances = z.infer<typeof LeaseBalancesShape>;
