import { afterEach, describe, expect, test } from "bun:test";
import { setFormatLocale, shortDate } from "../../admin-ui/lib/format";
import { dateText } from "../../api/domain/date-text";

/** One way to write a date per language, shared by the screens and the report files (docs/decisions/i18n.md). */
describe("dateText", () => {
  afterEach(() => setFormatLocale("en"));

  test("English is month first, Spanish day first, neither padded, the year whole", () => {
    expect(dateText("2025-03-05", "en")).toBe("3/5/2025");
    expect(dateText("2025-03-05", "es")).toBe("5/3/2025");
    expect(dateText("2025-12-31", "en")).toBe("12/31/2025");
    expect(dateText("2025-12-31", "es")).toBe("31/12/2025");
    // The day written, whatever the server's time zone: the first and last days of a year stay in it.
    expect(dateText("2025-01-01", "es")).toBe("1/1/2025");
  });

  test("an English invoice's dates are month first, as before", () => {
    expect(dateText("2025-02-28", "en")).toBe("2/28/2025");
    expect(dateText("2024-02-29", "en")).toBe("2/29/2024");
  });

  test("a screen shows the same text as a report file of its language", () => {
    for (const lang of ["en", "es"] as const) {
      setFormatLocale(lang);
      for (const date of ["2025-03-05", "2025-03-21", "2025-11-30"]) expect(shortDate(date)).toBe(dateText(date, lang));
    }
  });

  test("what is not a YYYY-MM-DD date shows as nothing", () => {
    for (const lang of ["en", "es"] as const) {
      expect(dateText("", lang)).toBe("");
      expect(dateText(null, lang)).toBe("");
      expect(dateText("31/12/2025", lang)).toBe("");
    }
  });
});
