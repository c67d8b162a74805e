import type { z } from "@hono/zod-openapi";
import type {
  BuyerSchema,
  ContractSchema,
  CropMarkSchema,
  DeliverySchema,
  HarvestImportResultSchema,
  HarvestTicketSchema,
  SettlementSchema,
  StorageLocationSchema,
  StorageRowSchema,
} from "../../api/client";
import { decimalText } from "../../api/client/rules";
import { formatLocale } from "../lib/format";

/**
 * What the Harvest & Sales screens share: the records as the API answers them (JSON: the schema's column names,
 * quantities and money as decimal strings), the units' words, and the ticket entry's memory of the last ticket.
 */

// The API's own schemas, as JSON carries them (timestamps arrive as strings).
type Wire<T> = { [K in keyof T]: Date extends T[K] ? Exclude<T[K], Date> | string : T[K] };

export type StorageLocation = Wire<z.infer<typeof StorageLocationSchema>>;
export type Buyer = Wire<z.infer<typeof BuyerSchema>>;
/** A scale ticket (GET /api/harvest-tickets). */
export type Ticket = Wire<z.infer<typeof HarvestTicketSchema>>;
/** A contract with what is delivered on it and what is open, in its unit. */
export type Contract = Wire<z.infer<typeof ContractSchema>>;
/** A delivery with the contracts it is applied to and the settlement paying it. */
export type Delivery = Wire<z.infer<typeof DeliverySchema>>;
/** A settlement with its lines, deductions, the server's gross, deductions total and net, and its status. */
export type Settlement = Wire<z.infer<typeof SettlementSchema>>;
export type CropMark = Wire<z.infer<typeof CropMarkSchema>>;
/**
 * One line of GET /api/storage: a crop of a year at a location, in its base unit, and `shown` in the unit its
 * tickets are usually written in (bushels of corn rather than pounds) when it converts.
 */
export type StorageRow = z.infer<typeof StorageRowSchema>;
/** What POST /api/harvest-tickets/import answers: the tickets checked or written. */
export type TicketImportResult = z.infer<typeof HarvestImportResultSchema>;

/** Catalogue keys of the harvest units (the value sent stays the unit's code). */
export const UNIT_KEYS: Readonly<Record<string, string>> = {
  bu: "harvest.unit.bu",
  cwt: "harvest.unit.cwt",
  lb: "harvest.unit.lb",
  ton: "harvest.unit.ton",
  bale: "harvest.unit.bale",
  bin: "harvest.unit.bin",
  box: "harvest.unit.box",
};

/** Catalogue keys of the settlement deduction kinds. */
export const DEDUCTION_KEYS: Readonly<Record<string, string>> = {
  hauling: "harvest.deduction.hauling",
  drying: "harvest.deduction.drying",
  storage: "harvest.deduction.storage",
  checkoff: "harvest.deduction.checkoff",
  shrink: "harvest.deduction.shrink",
  quality: "harvest.deduction.quality",
  other: "harvest.deduction.other",
};

/**
 * An exact quantity as the language groups it, with as many decimals as it has (up to 4).
 * @example quantityText("6000") === "6,000"; quantityText("12.5") === "12.5"
 */
export function quantityText(v: string | number | null | undefined): string {
  const s = v === null || v === undefined ? "0" : String(v);
  const decimals = Math.min(4, (/\.(\d*?)0*$/.exec(s)?.[1] ?? "").length);
  return decimalText(s, decimals, formatLocale() === "es" ? "es-US" : "en-US");
}

/**
 * A price per unit as stored (4 decimals): dollars with at least 2 decimals and up to 4 ($4.85, $4.8525), a basis
 * with its sign (-$0.35).
 */
export function priceText(v: string | null | undefined): string {
  if (v === null || v === undefined || v === "") return "";
  const negative = v.trim().startsWith("-");
  const abs = negative ? v.trim().slice(1) : v.trim();
  const places = Math.max(2, Math.min(4, (/\.(\d*?)0*$/.exec(abs)?.[1] ?? "").length));
  return `${negative ? "-" : ""}$${decimalText(abs, places, formatLocale() === "es" ? "es-US" : "en-US")}`;
}

/** What the ticket form remembers of the last ticket saved on this device (localStorage). */
export interface LastTicket {
  fieldId?: number;
  crop?: string;
  unit?: string;
  /** "location:<id>" or "buyer:<id>". */
  destination?: string;
}

const LAST_TICKET_KEY = "harvest.lastTicket";

export function lastTicket(): LastTicket {
  try {
    const raw = globalThis.localStorage?.getItem(LAST_TICKET_KEY);
    return raw ? (JSON.parse(raw) as LastTicket) : {};
  } catch {
    return {};
  }
}

export function rememberTicket(t: LastTicket): void {
  try {
    globalThis.localStorage?.setItem(LAST_TICKET_KEY, JSON.stringify(t));
  } catch {
    // A private window without storage: the next ticket starts blank.
  }
}

/** The destination choice's value for a ticket's location or buyer. */
export const destinationOf = (t: { locationId?: number | null; buyerId?: number | null }) =>
  t.locationId ? `location:${t.locationId}` : t.buyerId ? `buyer:${t.buyerId}` : "";

/** A destination choice's value as the API's locationId and buyerId. */
export function destinationIds(value: string | undefined | null): { locationId: number | null; buyerId: number | null } {
  const [kind, id] = (value ?? "").split(":");
  return { locationId: kind === "location" ? Number(id) : null, buyerId: kind === "buyer" ? Number(id) : null };
}
