import { Dec, dec, toCents } from "../money";
import { addMoney, type MoneyTask, NO_MONEY, type MoneySums, taskMoney } from "../task-money";
import { type CropShareHarvest, cropShareHarvest, cropShareHarvestParts, type FieldSales, type HarvestParts } from "./harvest-share";
import { splitCentsDec } from "./split";
import type { CashTerms, CropShareTerms, FlexTerms, LeaseTerms } from "./terms";

type Num = string | number | null | undefined;

/** A field's crop year in money, by the one income-and-cost rule: its income and its cost per category. */
export interface FieldSeason {
  acreage: Num;
  /** Realised income: its income-category tasks (and counted yield values) plus its share of settlements. */
  income: Dec;
  costs: Array<{ categoryId: number; categoryName: string; cost: Dec }>;
  /** Its harvest and sales (settled share, unsold at the mark, harvested quantity); absent without harvest records. */
  sales?: FieldSales;
}

/**
 * A field's season from its tasks (or task sums) grouped by category, through `taskMoney` (DECISIONS.md "Income and
 * cost"): income categories and yield values are income, everything else a cost of its category.
 * A field's share of its crop pools' settlements (`sales.settled`) is income beside its tasks'; its unsold crop at
 * the mark (`sales.estimated`) is carried apart, never income.
 * @example fieldSeason("80", [{ categoryId: 9, categoryName: "Income Generated", isIncomeCategory: true, totalCost: "84000", ... }]).income
 */
export function fieldSeason(acreage: Num, groups: Array<MoneyTask & { categoryId: number }>, sales?: FieldSales): FieldSeason {
  const byCategory = new Map<number, { categoryName: string; sums: MoneySums }>();
  let all = NO_MONEY;
  for (const g of groups) {
    const m = taskMoney(g);
    all = addMoney(all, m);
    const c = byCategory.get(g.categoryId) ?? { categoryName: g.categoryName ?? "", sums: NO_MONEY };
    byCategory.set(g.categoryId, { ...c, sums: addMoney(c.sums, m) });
  }
  const costs = [...byCategory]
    .filter(([, c]) => !c.sums.cost.isZero())
    .map(([categoryId, c]) => ({ categoryId, categoryName: c.categoryName, cost: c.sums.cost }))
    .sort((a, b) => a.categoryName.localeCompare(b.categoryName) || a.categoryId - b.categoryId);
  return { acreage, income: sales ? all.income.plus(sales.settled) : all.income, costs, ...(sales ? { sales } : {}) };
}

/** One rent payment falling due. */
export interface DueItem {
  date: string;
  amount: string;
  kind: "rent" | "bonus" | "settlement";
}

export interface CostShareLine {
  categoryId: number;
  categoryName: string;
  /** The cost of the leased acres in the category. */
  total: string;
  percent: string;
  /** What the landlord(s) pay of it. */
  share: string;
}

/** What one lease means in a crop year, for all its landlords together or for one of them. */
export interface LeaseShareFigures {
  grossIncome: string;
  incomePercent: string;
  incomeShare: string;
  costs: CostShareLine[];
  costShare: string;
  cashRent: string;
  flexBonus: string;
  due: DueItem[];
  /** incomeShare - costShare + cashRent + flexBonus: what the operator owes the landlord(s) before payments. */
  owed: string;
  /**
   * Crop share of a field with harvest records: the landlord(s)' share of its harvested quantity, of its settled
   * income (part of incomeShare) and of its unsold crop at the mark (estimated: never in `owed`); else null.
   */
  harvest: CropShareHarvest | null;
}

export interface LeaseYearInput {
  year: number;
  leasedAcres: Num;
  terms: LeaseTerms;
  landlords: Array<{ landlordId: number; sharePercent: string }>;
}

export interface LeaseYearFigures {
  /** Gross revenue per leased acre (what a flex bonus reads). */
  revenuePerAcre: string;
  /** Flex only: bonus and rent per acre after the cap; null for other leases. */
  flexPerAcre: { bonus: string; rent: string } | null;
  total: LeaseShareFigures;
  landlords: Array<{ landlordId: number; sharePercent: string } & LeaseShareFigures>;
}

const ZERO = new Dec(0);
const dueDate = (year: number, monthDay: string) => `${year}-${monthDay}`;

/**
 * The flex rent of a year per acre: base + bonus% of the gross revenue per acre above the threshold, the whole rent
 * per acre capped (when a cap is set; a cap below the base leaves the base). Per-acre figures are rounded to cents,
 * as a lease states them.
 * @example flexPerAcre({ basePerAcre: "200", bonusPercent: "25", thresholdPerAcre: "900", capPerAcre: "350" }, dec(1050))
 *   // { bonus: 37.50, rent: 237.50 }
 */
export function flexPerAcre(terms: Pick<FlexTerms, "basePerAcre" | "bonusPercent" | "thresholdPerAcre" | "capPerAcre">, revenuePerAcre: Dec) {
  const base = dec(terms.basePerAcre);
  const above = Dec.max(revenuePerAcre.minus(dec(terms.thresholdPerAcre)), 0);
  let bonus = above.times(dec(terms.bonusPercent)).div(100).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  if (terms.capPerAcre !== null) bonus = Dec.min(bonus, Dec.max(dec(terms.capPerAcre).minus(base), 0));
  return { base, bonus, rent: base.plus(bonus) };
}

/** The lease's gross income and costs: the field's, in the proportion of leased acres to field acres. */
function leasedPortion(season: FieldSeason, leasedAcres: Dec) {
  const fieldAcres = dec(season.acreage);
  const whole = fieldAcres.lessThanOrEqualTo(0) || leasedAcres.greaterThanOrEqualTo(fieldAcres);
  const part = (v: Dec) => (whole ? v : v.times(leasedAcres).div(fieldAcres)).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return { part, income: part(season.income), costs: season.costs.map((c) => ({ ...c, cost: part(c.cost) })) };
}

interface Parts {
  incomeShare: Dec;
  costs: Array<{ categoryId: number; categoryName: string; total: Dec; percent: string; share: Dec }>;
  rent: Array<{ date: string; amount: Dec }>;
  bonus: { date: string; amount: Dec } | null;
}

function cropShareParts(terms: CropShareTerms, income: Dec, costs: ReturnType<typeof leasedPortion>["costs"]): Parts {
  const pct = (p: string) => (v: Dec) => v.times(dec(p)).div(100).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  const override = new Map(terms.costPercents.map((c) => [c.categoryId, c.percent]));
  const fallback = terms.costDefaultPercent ?? terms.incomePercent;
  return {
    incomeShare: pct(terms.incomePercent)(income),
    costs: costs.map((c) => {
      const percent = override.get(c.categoryId) ?? fallback;
      return { categoryId: c.categoryId, categoryName: c.categoryName, total: c.cost, percent, share: pct(percent)(c.cost) };
    }),
    rent: [],
    bonus: null,
  };
}

function scheduled(year: number, schedule: CashTerms["schedule"], amount: Dec) {
  const parts = splitCentsDec(amount, schedule.map((s) => dec(s.percent)));
  return schedule.map((s, i) => ({ date: dueDate(year, s.due), amount: parts[i]! })).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A lease's figures for one crop year, for its landlords together and for each of them. Every amount is rounded
 * to cents once for the lease, then split among the landlords by their shares with the largest-remainder rule
 * (splitCents), so the landlords' amounts add up exactly to the lease's. Rent falls due by the schedule (its
 * installments split by the same rule); a flex bonus on its own date; a crop share settles its net on 12-31.
 */
export function leaseYear(input: LeaseYearInput, season: FieldSeason): LeaseYearFigures {
  const acres = dec(input.leasedAcres);
  const { part, income, costs } = leasedPortion(season, acres);
  const revenuePerAcre = acres.greaterThan(0) ? income.div(acres) : ZERO;
  const t = input.terms;
  let parts: Parts;
  let flex: LeaseYearFigures["flexPerAcre"] = null;
  if (t.type === "crop_share") parts = cropShareParts(t, income, costs);
  else if (t.type === "cash") {
    const annual = (t.basis === "fixed" ? dec(t.rate) : dec(t.rate).times(acres)).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    parts = { incomeShare: ZERO, costs: [], rent: scheduled(input.year, t.schedule, annual), bonus: null };
  } else {
    const perAcre = flexPerAcre(t, revenuePerAcre);
    flex = { bonus: toCents(perAcre.bonus), rent: toCents(perAcre.rent) };
    const base = perAcre.base.times(acres).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    const bonus = perAcre.bonus.times(acres).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    parts = { incomeShare: ZERO, costs: [], rent: scheduled(input.year, t.schedule, base), bonus: { date: dueDate(input.year, t.bonusDue), amount: bonus } };
  }
  const incomePercent = t.type === "crop_share" ? t.incomePercent : "0";
  const weights = input.landlords.map((l) => dec(l.sharePercent));
  const split = (v: Dec) => splitCentsDec(v, weights);
  const incomeSplit = split(parts.incomeShare);
  const costSplits = parts.costs.map((c) => split(c.share));
  const rentSplits = parts.rent.map((r) => split(r.amount));
  const bonusSplit = parts.bonus ? split(parts.bonus.amount) : null;
  const harvest = t.type === "crop_share" && season.sales
    ? cropShareHarvestParts({ sales: season.sales, part, incomePercent: t.incomePercent, income, incomeShare: parts.incomeShare, weights })
    : null;
  const figures = (
    incomeShare: Dec,
    costLines: Array<{ c: Parts["costs"][number]; share: Dec }>,
    rent: Array<{ date: string; amount: Dec }>,
    bonus: { date: string; amount: Dec } | null,
    harvestParts: HarvestParts | null,
  ): LeaseShareFigures => {
    const costShare = costLines.reduce((acc, l) => acc.plus(l.share), ZERO);
    const cashRent = rent.reduce((acc, r) => acc.plus(r.amount), ZERO);
    const flexBonus = bonus?.amount ?? ZERO;
    const owed = incomeShare.minus(costShare).plus(cashRent).plus(flexBonus);
    const due: DueItem[] = rent.map((r) => ({ date: r.date, amount: toCents(r.amount), kind: "rent" as const }));
    if (bonus) due.push({ date: bonus.date, amount: toCents(bonus.amount), kind: "bonus" });
    if (t.type === "crop_share") due.push({ date: dueDate(input.year, "12-31"), amount: toCents(owed), kind: "settlement" });
    return {
      grossIncome: toCents(income),
      incomePercent,
      incomeShare: toCents(incomeShare),
      costs: costLines.map(({ c, share }) => ({ categoryId: c.categoryId, categoryName: c.categoryName, total: toCents(c.total), percent: c.percent, share: toCents(share) })),
      costShare: toCents(costShare),
      cashRent: toCents(cashRent),
      flexBonus: toCents(flexBonus),
      due,
      owed: toCents(owed),
      harvest: harvestParts ? cropShareHarvest(harvestParts) : null,
    };
  };
  return {
    revenuePerAcre: toCents(revenuePerAcre),
    flexPerAcre: flex,
    total: figures(parts.incomeShare, parts.costs.map((c) => ({ c, share: c.share })), parts.rent, parts.bonus, harvest?.total ?? null),
    landlords: input.landlords.map((l, i) => ({
      landlordId: l.landlordId,
      sharePercent: l.sharePercent,
      ...figures(
        incomeSplit[i]!,
        parts.costs.map((c, k) => ({ c, share: costSplits[k]![i]! })),
        parts.rent.map((r, k) => ({ date: r.date, amount: rentSplits[k]![i]! })),
        parts.bonus && bonusSplit ? { date: parts.bonus.date, amount: bonusSplit[i]! } : null,
        harvest?.landlords[i] ?? null,
      ),
    })),
  };
}
