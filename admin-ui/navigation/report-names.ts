import { REPORT_CATALOG } from "../../api/client/rules";

/**
 * The names of the registered reports the generic report screen shows (those without a screen of their own, the
 * catalog's `screen`), in the catalog's order. Imported as a Bun macro (`with { type: "macro" }`): the bundler runs
 * it and writes the list into the first script, so the menu knows every report without the catalog's columns and
 * texts (about 700 bytes gzipped) on the first screen; the report screen loads the catalog itself.
 */
export function genericReportNames(): string[] {
  return REPORT_CATALOG.filter((r) => !("screen" in r) || !r.screen).map((r) => r.name);
}
