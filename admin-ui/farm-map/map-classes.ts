/** The colour of a field with no figure for the crop year (or a figure in another unit than the map's). */
export const NO_DATA_COLOUR = "#bdbdbd";

/** At most this many classes: more shades than a reader tells apart on a small screen. */
export const MAX_CLASSES = 5;

/** Light to dark; costs in yellow to red (more is worse), other figures in greens (more is better). ColorBrewer. */
const COST_PALETTE = ["#ffffb2", "#fecc5c", "#fd8d3c", "#f03b20", "#bd0026"];
const GAIN_PALETTE = ["#edf8e9", "#bae4b3", "#74c476", "#31a354", "#006d2c"];

/** One class of the legend: the lowest and highest figure of the fields in it, as the server wrote them. */
export interface MapClass {
  min: string;
  max: string;
  colour: string;
  count: number;
}

export interface MapClasses {
  classes: MapClass[];
  /** The class each field with a figure falls in (by field id); a field not in it is "no data". */
  classOf: Map<number, number>;
}

/**
 * The legend's classes, broken at the data: the distinct figures in order, split into up to five runs of about the
 * same number of distinct figures (quantiles of the distinct values), so a few large fields cannot wash every other
 * field into one shade; equal figures always share a class. Figures are the server's decimal strings; they are only
 * compared here, never added.
 * @example mapClasses([{ fieldId: 1, value: "120.00" }, { fieldId: 2, value: "80.50" }], true).classes.map((c) => c.min) // ["80.50", "120.00"]
 */
export function mapClasses(values: ReadonlyArray<{ fieldId: number; value: string | null | undefined }>, cost: boolean): MapClasses {
  const valued = values.filter((v): v is { fieldId: number; value: string } => v.value != null && v.value !== "" && Number.isFinite(Number(v.value)));
  const distinct = [...new Map(valued.map((v) => [Number(v.value), v.value])).entries()].sort((a, b) => a[0] - b[0]);
  const k = Math.min(MAX_CLASSES, distinct.length);
  const palette = cost ? COST_PALETTE : GAIN_PALETTE;
  // With fewer classes than colours, spread them over the palette (light, middle, dark) rather than its first shades.
  const colourAt = (i: number) => palette[k === 1 ? 2 : Math.round((i * (palette.length - 1)) / (k - 1))]!;
  const rankOf = new Map(distinct.map(([n], rank) => [n, rank]));
  const classOfRank = (rank: number) => Math.floor((rank * k) / distinct.length);
  const classes: MapClass[] = Array.from({ length: k }, (_, i) => ({ min: "", max: "", colour: colourAt(i), count: 0 }));
  distinct.forEach(([, text], rank) => {
    const c = classes[classOfRank(rank)]!;
    if (c.min === "") c.min = text;
    c.max = text;
  });
  const classOf = new Map<number, number>();
  for (const v of valued) {
    const i = classOfRank(rankOf.get(Number(v.value))!);
    classOf.set(v.fieldId, i);
    classes[i]!.count++;
  }
  return { classes, classOf };
}
