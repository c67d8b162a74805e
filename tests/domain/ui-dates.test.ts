import { afterEach, describe, expect, test } from "bun:test";
import { monthYear, setFormatLocale, shortDate } from "../../admin-ui/lib/format";

/** The UI's dates in each language (docs/decisions/i18n.md): its formatters are kept per language, never shared. */
describe("UI dates follow the language, switched back and forth", () => {
  afterEach(() => setFormatLocale("en"));

  test("the top bar's month and a task date, English then Spanish then English again", () => {
    const november = new Date(2026, 10, 15);
    setFormatLocale("en");
    expect(monthYear(november)).toBe("November 2026");
    expect(shortDate("2025-03-07")).toBe("3/7/2025");
    setFormatLocale("es");
    expect(monthYear(november)).toBe("noviembre de 2026");
    // Day first in Spanish, and no shift by the time zone: the task's date is the date written.
    expect(shortDate("2025-03-07")).toBe("7/3/2025");
    expect(shortDate("2025-12-31")).toBe("31/12/2025");
    setFormatLocale("en");
    expect(monthYear(november)).toBe("November 2026");
    expect(shortDate("2025-12-31")).toBe("12/31/2025");
  });

  test("what is not a date shows as nothing", () => {
    setFormatLocale("es");
    expect(shortDate("")).toBe("");
    expect(shortDate(null)).toBe("");
    expect(shortDate("31/12/2025")).toBe("");
  });
});
