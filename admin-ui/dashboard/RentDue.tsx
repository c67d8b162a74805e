import { useQuery } from "@tanstack/react-query";
import { lazyScreen } from "../lib/lazy-screen";
import { type ReadOptions, SCREEN_READ } from "../lib/useFarmData";
import { readRentDue } from "./rent-due-read";

/** GET /api/rent-due, read by the dashboard as it opens and shown by RentDue. */
export function useRentDue(options: ReadOptions = {}) {
  return useQuery({ queryKey: ["rent-due"], queryFn: readRentDue, ...options });
}

// The card (with MUI's Chip) is its own chunk: most farms have nothing due on most days.
const RentDueCard = lazyScreen(() => import("./RentDueCard"), (m) => m.RentDueCard, null);

/**
 * Rent overdue and due in the next 30 days, after payments (GET /api/rent-due, every entity's leases: landlords
 * are shared). Shown only when something is open, so a farm without leases sees the dashboard it always had.
 */
export function RentDue() {
  const { data } = useRentDue(SCREEN_READ);
  if (!data || data.items.length === 0) return null;
  return <RentDueCard data={data} />;
}
