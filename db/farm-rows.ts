import { CROP_NAMES, ENTITY_PREFIXES, ENTITY_SUFFIXES, FIELD_NAMES, ROADS, ROTATION, TOWNS } from "./farm-catalog";

/** What to generate. Everything drawn follows from `seed`, so the same spec always gives the same farm. */
export interface FarmSpec {
  entities: number;
  fieldsPerEntity: number;
  cropYears: number[];
  tasks: number;
  seed: number;
  /** Last date a task may carry (YYYY-MM-DD): a demo farm has no work done in the future. */
  until: string;
}

/**
 * mulberry32: a small, fast, seeded PRNG; Math.random cannot be seeded.
 * @example createRng(7).int(1, 6) // the same number on every run
 */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** A decimal string with two places in [min, max]; built from whole cents so no float rounding shows. */
    amount: ([min, max]: readonly [number, number]) => (int(Math.round(min * 100), Math.round(max * 100)) / 100).toFixed(2),
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
export type Rng = ReturnType<typeof createRng>;

export interface EntityDraft {
  name: string;
  location: string;
}
export interface FieldDraft {
  entityIndex: number;
  name: string;
  acreage: string;
  cropType: string;
  location: string;
  apns: string;
  apnAcreage: string;
  leaseRatePerAcre: string | null;
}
export interface CropYearDraft {
  fieldIndex: number;
  year: number;
  cropType: string;
}
export interface FarmDraft {
  entities: EntityDraft[];
  fields: FieldDraft[];
  cropYears: CropYearDraft[];
  /** The crop each field grows in each crop year (what its tasks are recorded against). */
  cropOf(fieldIndex: number, year: number): string;
}

const pad3 = (n: number) => String(n).padStart(3, "0");

/** Splits an acreage into parcels whose acreages add up to it exactly (in cents). */
function apnSplit(rng: Rng, acreage: string, book: number, page: number) {
  const total = Math.round(Number(acreage) * 100);
  const parcels = Math.min(total < 8000 ? rng.int(1, 2) : rng.int(1, 4), Math.max(1, Math.floor(total / 500)));
  const weights = Array.from({ length: parcels }, () => 1 + rng.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  const first = rng.int(1, 90);
  return {
    apns: parts.map((_, i) => `${pad3(book)}-${pad3(page)}-${pad3(first + i)}`).join(", "),
    apnAcreage: parts.map((c) => (c / 100).toFixed(2)).join(", "),
  };
}

function entityNames(rng: Rng, count: number): string[] {
  const combos = ENTITY_PREFIXES.flatMap((p) => ENTITY_SUFFIXES.map((s) => `${p} ${s}`));
  const names = rng.shuffle(combos);
  return Array.from({ length: count }, (_, i) => (i < names.length ? names[i]! : `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`));
}

/** Entities, their fields (with APNs and lease rates) and the crop-year rows, as plain insert values. */
export function buildFarm(spec: FarmSpec): FarmDraft {
  const rng = createRng(spec.seed);
  const entities = entityNames(rng, spec.entities).map((name) => ({ name, location: `${rng.pick(TOWNS)}, CA` }));
  const fields: FieldDraft[] = [];
  entities.forEach((_, entityIndex) => {
    const names = rng.shuffle(FIELD_NAMES);
    const book = rng.int(1, 99);
    for (let i = 0; i < spec.fieldsPerEntity; i++) {
      // Skewed towards smaller fields: most are 20-120 acres, a few are whole sections.
      const acreage = (Math.round((10 + 310 * rng.next() ** 1.6) * 100) / 100).toFixed(2);
      fields.push({
        entityIndex,
        name: i < names.length ? names[i]! : `Block ${i - names.length + 1}`,
        acreage,
        cropType: rng.pick(CROP_NAMES),
        location: rng.shuffle(ROADS).slice(0, 2).join(" & "),
        ...apnSplit(rng, acreage, book, 10 + i * 3),
        leaseRatePerAcre: rng.chance(0.55) ? rng.amount([150, 450]) : null,
      });
    }
  });
  const lastYear = Math.max(...spec.cropYears);
  const cropOf = (fieldIndex: number, year: number) => {
    const crop = fields[fieldIndex]!.cropType;
    const at = ROTATION.indexOf(crop);
    if (at < 0) return crop; // orchards and vines keep their crop
    return ROTATION[(((at - (lastYear - year)) % ROTATION.length) + ROTATION.length) % ROTATION.length]!;
  };
  const cropYears: CropYearDraft[] = [];
  fields.forEach((field, fieldIndex) => {
    for (const year of spec.cropYears) {
      const cropType = cropOf(fieldIndex, year);
      // A year whose crop differs from the field's always has its row; reports fall back to the field's crop otherwise.
      if (cropType !== field.cropType || rng.chance(0.6)) cropYears.push({ fieldIndex, year, cropType });
    }
  });
  const written = new Map(cropYears.map((c) => [`${c.fieldIndex}:${c.year}`, c.cropType]));
  return {
    entities,
    fields,
    cropYears,
    cropOf: (fieldIndex, year) => written.get(`${fieldIndex}:${year}`) ?? fields[fieldIndex]!.cropType,
  };
}
