import { dec, toCents } from "../money";

/**
 * The operator's net of a field after its leases: the field's net (all its income less all its costs, by the one
 * rule) less what its leases owe the landlords for the year (income shares - cost shares + cash rent + flex bonus).
 * Rent recorded as Rent tasks is already in the net; a lease and a Rent task for the same rent would count it twice.
 * @example operatorNet("20000.00", ["19000.00"]) // { landlordsOwed: "19000.00", operatorNet: "1000.00" }
 */
export function operatorNet(net: string, owed: string[]): { landlordsOwed: string; operatorNet: string } {
  const landlordsOwed = owed.reduce((acc, o) => acc.plus(dec(o)), dec(0));
  return { landlordsOwed: toCents(landlordsOwed), operatorNet: toCents(dec(net).minus(landlordsOwed)) };
}
