import type { Field } from "../lib/types";

export interface ApnEntry {
  apn: string;
  acreage: string;
}

/** A field's parcels as form rows; a field without parcels starts with one empty row. */
export function apnEntriesOf(field: Pick<Field, "apns" | "apnAcreage">): ApnEntry[] {
  const apns = field.apns ? field.apns.split(",").map((s) => s.trim()) : [];
  const acres = field.apnAcreage ? field.apnAcreage.split(",").map((s) => s.trim()) : [];
  const rows = apns.map((apn, i) => ({ apn, acreage: acres[i] ?? "" }));
  return rows.length > 0 ? rows : [{ apn: "", acreage: "" }];
}

export interface ApnErrors {
  form?: string;
  rows: Array<{ apn?: string; acreage?: string }>;
}

/** The APN form's rules (spec 000 section 5), as catalogue keys of the messages; null when the entries may be saved. */
export function validateApnEntries(entries: ApnEntry[]): ApnErrors | null {
  if (entries.length === 0) return { form: "fields.apnAtLeastOne", rows: [] };
  const rows = entries.map((e) => ({
    apn: e.apn.trim() ? undefined : "fields.apnIsRequired",
    acreage: e.acreage.trim() ? undefined : "fields.acreageIsRequired",
  }));
  return rows.some((r) => r.apn || r.acreage) ? { rows } : null;
}

/** The PUT body: comma-plus-space joined lists, or null when empty (spec 000 section 7). */
export function apnBody(entries: ApnEntry[], leaseRate: string) {
  const join = (values: string[]) => (values.length ? values.join(", ") : null);
  return {
    apns: join(entries.map((e) => e.apn.trim())),
    apnAcreage: join(entries.map((e) => e.acreage.trim())),
    leaseRatePerAcre: leaseRate.trim() === "" ? null : leaseRate.trim(),
  };
}
