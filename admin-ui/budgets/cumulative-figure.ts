/** One month of the cumulative chart as the server sends it, with the line heights drawn from it. */
export type CumulativeMonth = { month: number; cumulativeBudget: string; cumulativeActual: string };

/**
 * The server's figure for a tooltip row, picked by the series' dataKey ("budget" or "actual"), never by its shown
 * name, which is translated ("Budget", "Presupuesto").
 * @example cumulativeFigure({ dataKey: "budget", payload: { month: 1, cumulativeBudget: "10.00", cumulativeActual: "4.00" } }) === "10.00"
 */
export function cumulativeFigure(item: { dataKey?: unknown; payload?: CumulativeMonth }): string | undefined {
  return item.dataKey === "budget" ? item.payload?.cumulativeBudget : item.payload?.cumulativeActual;
}
