import { describe, expect, test } from "bun:test";
import { catalogue } from "../../admin-ui/i18n/messages";
import { defineReportInfo, param } from "../../api/reports/report-info";
import { scheduleFInfo } from "../../api/reports/schedule-f/schedule-f.info";

/** A catalogue key's text in a language. */
function text(locale: "en" | "es", key: string): unknown {
  let node: unknown = catalogue[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe("a report's own label for an input", () => {
  test("Schedule F's year is the tax year on its screen, in English and Spanish", () => {
    const year = scheduleFInfo.params.find((p) => p.option === "year")!;
    expect(year.label).toBe("reportInputs.scheduleF.year");
    expect(text("en", year.label!)).toBe("Tax year %{year}");
    expect(text("es", year.label!)).toBe("Año fiscal %{year}");
    // The inputs without a label of their own keep the screen's generic one.
    expect(scheduleFInfo.params.find((p) => p.option === "entity")!.label).toBeUndefined();
  });

  test("a label for an input the report does not take fails when the report is defined", () => {
    const define = () =>
      defineReportInfo({
        name: "no-month",
        title: "No Month",
        path: "/no-month",
        params: [param("year", "query", "year")],
        columns: [["a", "text", "A"]],
        es: { title: "Sin mes", columns: { a: "A" } },
        labels: { month: { en: "Tax month", es: "Mes fiscal" } },
      });
    expect(define).toThrow("labels for no input: month");
  });
});
