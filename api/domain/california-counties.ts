/**
 * California's 58 counties, as the county agricultural commissioner a Pesticide Use Report goes to is named
 * (docs/pesticide-use-report.md), and the base and meridian the state's public land survey is reckoned from.
 */
export const CALIFORNIA_COUNTIES = [
  "Alameda", "Alpine", "Amador", "Butte", "Calaveras", "Colusa", "Contra Costa", "Del Norte", "El Dorado", "Fresno",
  "Glenn", "Humboldt", "Imperial", "Inyo", "Kern", "Kings", "Lake", "Lassen", "Los Angeles", "Madera", "Marin",
  "Mariposa", "Mendocino", "Merced", "Modoc", "Mono", "Monterey", "Napa", "Nevada", "Orange", "Placer", "Plumas",
  "Riverside", "Sacramento", "San Benito", "San Bernardino", "San Diego", "San Francisco", "San Joaquin",
  "San Luis Obispo", "San Mateo", "Santa Barbara", "Santa Clara", "Santa Cruz", "Shasta", "Sierra", "Siskiyou",
  "Solano", "Sonoma", "Stanislaus", "Sutter", "Tehama", "Trinity", "Tulare", "Tuolumne", "Ventura", "Yolo", "Yuba",
] as const;
export type CaliforniaCounty = (typeof CALIFORNIA_COUNTIES)[number];

const byKey = new Map<string, CaliforniaCounty>(CALIFORNIA_COUNTIES.map((c) => [c.toLowerCase(), c]));

/**
 * A county's name as the state writes it, from any case and spacing, with or without " County"; undefined for a name
 * that is no California county.
 * @example californiaCounty("san joaquin county") === "San Joaquin"; californiaCounty("Clark") === undefined
 */
export function californiaCounty(name: string): CaliforniaCounty | undefined {
  const key = name.trim().replace(/\s+/g, " ").replace(/ county$/i, "").toLowerCase();
  return byKey.get(key);
}

/** The three base-and-meridian lines California's sections are numbered from (the DPR's MTRS "M"). */
export const BASE_MERIDIANS = { H: "Humboldt", M: "Mount Diablo", S: "San Bernardino" } as const;
export type BaseMeridian = keyof typeof BASE_MERIDIANS;

/**
 * A base and meridian by its letter or its name, any case; undefined when it is none of the three.
 * @example baseMeridian("mount diablo") === "M"; baseMeridian("s") === "S"
 */
export function baseMeridian(text: string): BaseMeridian | undefined {
  const t = text.trim().replace(/\s+/g, " ").toLowerCase();
  for (const [letter, name] of Object.entries(BASE_MERIDIANS) as Array<[BaseMeridian, string]>) {
    if (t === letter.toLowerCase() || t === name.toLowerCase()) return letter;
  }
  return undefined;
}

/**
 * The meridian-township-range-section a county reads a site by: "M12S05E07" (meridian letter, township and range
 * with two digits, section with two), or "" when any part is missing.
 * @example mtrs({ baseMeridian: "M", township: "3N", range: "14W", section: 7 }) === "M03N14W07"
 */
export function mtrs(site: { baseMeridian: string | null; township: string | null; range: string | null; section: number | null }): string {
  if (!site.baseMeridian || !site.township || !site.range || site.section === null) return "";
  const two = (s: string) => s.padStart(3, "0");
  return `${site.baseMeridian}${two(site.township)}${two(site.range)}${String(site.section).padStart(2, "0")}`;
}
