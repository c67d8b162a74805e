import { formatUsd } from "../../../api/domain/money";

/** What the screens print for an API amount: the product's one money format. */
export const usd = (amount: string | null | undefined) => formatUsd(amount);

/** Today as the task form writes it (YYYY-MM-DD, local time). */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
