import { afterAll, beforeAll } from "bun:test";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { MESSAGES } from "../../admin-ui/i18n";

/** The web app's translate function for a language, over its whole catalogue. */
export const translator = (locale: "en" | "es") => polyglotI18nProvider((l) => MESSAGES[l as "en" | "es"], locale).translate;

/**
 * Runs the file's tests in `zone` (process.env.TZ), put back after. The app's date formats are made once per
 * language and keep the zone they were made in (a browser's never changes), so every test file that words dates
 * sets the same zone: they may run one after another in one process.
 */
export function inTimeZone(zone = "America/Los_Angeles"): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });
}
