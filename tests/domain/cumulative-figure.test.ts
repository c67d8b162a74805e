import { describe, expect, test } from "bun:test";
import { cumulativeFigure } from "../../admin-ui/budgets/cumulative-figure";

// The budget chart's tooltip shows the server's figure of the hovered series, whatever the legend's language.
describe("cumulativeFigure", () => {
  const payload = { month: 3, cumulativeBudget: "1200.50", cumulativeActual: "980.25" };
  test.each([
    ["budget", "Budget", "1200.50"],
    ["budget", "Presupuesto", "1200.50"],
    ["actual", "Actual", "980.25"],
    ["actual", "Real", "980.25"],
  ])("series %s shown as %s: %s", (dataKey, name, figure) => {
    expect(cumulativeFigure({ dataKey, name, payload } as { dataKey: string; payload: typeof payload })).toBe(figure);
  });
});
