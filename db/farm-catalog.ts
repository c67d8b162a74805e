import { CATEGORY_NAME, SEED_CATEGORIES } from "../api/domain/task-categories";
import type { IrrigationType } from "../api/domain/task-formulas";

/** Word lists and crop facts the farm generator draws from: San Joaquin and Sacramento Valley farming. */

export const ENTITY_PREFIXES = [
  "Valley View", "Sunrise", "Twin Oaks", "Kings River", "Sierra Vista", "Golden State", "Cottonwood", "Mission Creek",
  "Westside", "Blue Heron", "Riverbend", "Oak Grove", "San Joaquin", "Red Barn", "Harvest Moon", "Sand Creek",
];
export const ENTITY_SUFFIXES = ["Farms", "Ranch", "Orchards", "Ag", "Growers", "Land Co.", "Farming Co.", "Partners"];

export const TOWNS = [
  "Fresno", "Visalia", "Hanford", "Bakersfield", "Modesto", "Merced", "Madera", "Tulare", "Firebaugh", "Kerman",
  "Los Banos", "Delano", "Woodland", "Chico", "Lemoore", "Selma", "Turlock", "Dixon", "Coalinga", "Wasco",
];

export const FIELD_NAMES = [
  "North 40", "South Block", "Home Ranch", "River Bottom", "West Quarter", "Section 12", "Canal Field", "Old Orchard",
  "Pump House", "Cottonwood", "Sand Hill", "Lone Oak", "Airstrip", "East Forty", "Railroad Block", "Levee Field",
  "Schoolhouse", "Windmill", "Hog Pen", "Creek Side", "Dairy Field", "Big Field", "Corner Piece", "Hilltop",
];

export const ROADS = [
  "W Manning Ave", "S Fowler Ave", "W Mount Whitney Ave", "S Lassen Ave", "Avenue 12", "Road 28", "W Jensen Ave",
  "S Elm Ave", "Kamm Ave", "S Cedar Ave", "W Nees Ave", "Road 192", "Avenue 56", "Lerdo Hwy", "Paso Robles Hwy",
];

export const EQUIPMENT = [
  "John Deere 8R tractor", "Case IH Axial-Flow combine", "Ground rig sprayer", "Disc and ring roller",
  "Land plane", "Fertilizer applicator rig", "Orchard shaker", "Hay swather", "Kinze planter", "Forklift and trailer",
];

export interface CropProfile {
  irrigation: IrrigationType;
  yieldUnit: "tons" | "lbs" | "bales" | "bushels";
  /** Per acre, per harvest. */
  yieldPerAcre: [number, number];
  /** Harvests a year (alfalfa is cut several times); a season's income tasks share this many harvests' yield. */
  harvests: number;
  pricePerUnit: [number, number];
  harvestMonths: number[];
  /** Months a seed task can fall in; empty for orchards and vines, which are not replanted each year. */
  seedMonths: number[];
}

export const CROPS: Record<string, CropProfile> = {
  Alfalfa: { irrigation: "Flood", yieldUnit: "tons", yieldPerAcre: [1.2, 2.0], harvests: 6, pricePerUnit: [220, 300], harvestMonths: [5, 6, 7, 8, 9, 10], seedMonths: [9, 10] },
  Almonds: { irrigation: "Drip", yieldUnit: "lbs", yieldPerAcre: [1800, 2800], harvests: 1, pricePerUnit: [1.8, 3.2], harvestMonths: [8, 9], seedMonths: [] },
  Pistachios: { irrigation: "Drip", yieldUnit: "lbs", yieldPerAcre: [2500, 4000], harvests: 1, pricePerUnit: [2.5, 3.8], harvestMonths: [9, 10], seedMonths: [] },
  Walnuts: { irrigation: "Sprinklers", yieldUnit: "lbs", yieldPerAcre: [3000, 4500], harvests: 1, pricePerUnit: [0.7, 1.2], harvestMonths: [9, 10], seedMonths: [] },
  Cotton: { irrigation: "Flood", yieldUnit: "bales", yieldPerAcre: [3, 4.5], harvests: 1, pricePerUnit: [350, 480], harvestMonths: [10, 11], seedMonths: [4] },
  Tomatoes: { irrigation: "Drip", yieldUnit: "tons", yieldPerAcre: [45, 60], harvests: 1, pricePerUnit: [95, 120], harvestMonths: [7, 8, 9], seedMonths: [3, 4] },
  Wheat: { irrigation: "Sprinklers", yieldUnit: "bushels", yieldPerAcre: [70, 110], harvests: 1, pricePerUnit: [7, 9], harvestMonths: [6, 7], seedMonths: [1, 11, 12] },
  Corn: { irrigation: "Flood", yieldUnit: "tons", yieldPerAcre: [25, 32], harvests: 1, pricePerUnit: [45, 65], harvestMonths: [9], seedMonths: [4, 5] },
};
export const CROP_NAMES = Object.keys(CROPS);
/** Annual crops rotate from one crop year to the next; orchards keep their crop. */
export const ROTATION = ["Cotton", "Tomatoes", "Wheat", "Corn", "Alfalfa"];

export interface CategoryTemplate {
  categoryId: number;
  /** Relative frequency among a season's tasks. */
  weight: number;
  names: string[];
  costPerAcre: [number, number];
  /** Months the operation happens in (a crop's own months override these for seed and harvest). */
  months: number[];
  /** Chance the operation uses rented equipment. */
  equipment: number;
}

/** Seeded categories are looked up by name so the generator follows the seed list. */
const id = (name: string) => SEED_CATEGORIES.find((c) => c.name === name)!.id;
const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const TEMPLATES: CategoryTemplate[] = [
  { categoryId: id(CATEGORY_NAME.WATER), weight: 30, names: ["Irrigation", "Pre-irrigation", "Irrigation set"], costPerAcre: [12, 55], months: [3, 4, 5, 6, 7, 8, 9, 10], equipment: 0 },
  { categoryId: id(CATEGORY_NAME.FARM_MANAGEMENT), weight: 7, names: ["Farm management fee", "Crop consulting", "Scouting"], costPerAcre: [15, 35], months: ALL_MONTHS, equipment: 0 },
  { categoryId: id(CATEGORY_NAME.FERTILIZER), weight: 14, names: ["Fertigation", "Side-dress", "Pre-plant fertilizer", "Foliar feed"], costPerAcre: [18, 90], months: [2, 3, 4, 5, 6, 7], equipment: 0.2 },
  { categoryId: id(CATEGORY_NAME.CROP_PROTECTANTS), weight: 12, names: ["Herbicide - pre-emergent", "Fungicide spray", "Insecticide - mites", "Weed control"], costPerAcre: [14, 70], months: [2, 3, 4, 5, 6, 7, 8, 9], equipment: 0.3 },
  { categoryId: id(CATEGORY_NAME.SOIL_AMENDMENT), weight: 5, names: ["Gypsum application", "Compost spread", "Lime application", "Sulfur application"], costPerAcre: [25, 95], months: [1, 2, 3, 11, 12], equipment: 0.4 },
  { categoryId: id(CATEGORY_NAME.MACHINE_HIRE), weight: 8, names: ["Disc and land plane", "Ripping", "Listing beds", "Custom harvest", "Shredding"], costPerAcre: [0, 20], months: ALL_MONTHS, equipment: 1 },
  { categoryId: id(CATEGORY_NAME.INCOME_GENERATED), weight: 7, names: ["Harvest sale"], costPerAcre: [0, 0], months: [8, 9], equipment: 0 },
  { categoryId: id(CATEGORY_NAME.SEED), weight: 5, names: ["Planting", "Seed purchase", "Replant"], costPerAcre: [40, 180], months: [3, 4], equipment: 0.5 },
  { categoryId: id(CATEGORY_NAME.WATER_ASSESSMENT), weight: 5, names: ["Water district assessment", "GSA assessment"], costPerAcre: [20, 110], months: [1, 3, 7], equipment: 0 },
  { categoryId: id(CATEGORY_NAME.RENT), weight: 4, names: ["Land rent", "Cash rent installment"], costPerAcre: [0, 0], months: [1, 7], equipment: 0 },
];

export const NOTES = [
  "", "", "", "", "", "", "Checked by ranch manager", "Invoice to follow", "Wind delayed start by a day",
  "Re-check the north end", "Per PCA recommendation", "Billed with last month's work",
];

/**
 * The demo farm's inputs (issue 36): what it buys, from whom, in which unit and at what price, and which tasks apply
 * it. Prices are a supplier's of 2024, raised by PRICE_RISE each later crop year; rates are the labels' usual ones.
 * The seeded fertilizers are bought too (a liquid by the gallon, a dry one by the ton), from the first vendor.
 */
export interface DemoVendor {
  name: string;
  notes: string;
  /** Its invoice numbers: the prefix and the first number, counting up. */
  prefix: string;
  firstInvoice: number;
  /** Freight on each invoice, dollars (min, max). */
  freight: [number, number];
  /** Sales tax on the invoice's subtotal, or null when its goods are sold tax-free. */
  taxRate: string | null;
}

export const DEMO_VENDORS: DemoVendor[] = [
  { name: "Valley Ag Supply", notes: "Fertilizer, seed and gypsum; bulk deliveries to the ranch yard. Early-order pricing in December.", prefix: "VAS", firstInvoice: 24117, freight: [95, 240], taxRate: null },
  { name: "Westside Crop Protection", notes: "Crop-protection products in jugs; PCA recommendations by the same office.", prefix: "WCP", firstInvoice: 8806, freight: [25, 60], taxRate: "0.0725" },
];

/** What the demo buys of each product: its vendor (DEMO_VENDORS index), the unit of the invoice's line and its price. */
export interface DemoBuying {
  vendor: number;
  unit: string;
  /** The 2024 unit price of `unit`, dollars. */
  price: string;
  /** Lines are whole multiples of this many `unit` (a bulk load by the 100 gal, a pallet of bags...). */
  lot: number;
}

/** A product the demo farm adds to the catalogue, and the tasks that apply it (by category and task or crop name). */
export interface DemoProduct {
  product: {
    name: string;
    kind: string;
    stockUnit: string;
    packs: Array<{ name: string; quantity: string; unit: string }>;
    epaRegistrationNumber?: string;
    activeIngredients?: Array<{ name: string; percent: string }>;
    restrictedUse?: boolean;
    signalWord?: string;
    reentryHours?: number;
    preharvestDays?: number;
  };
  buying: DemoBuying;
  /** Which tasks apply it: the category, and the task names or crops it is applied on. */
  appliedOn: { category: string; taskNames?: string[]; crops?: string[] };
  /** The rate per acre a task applies, in `unit` (one of the rates, drawn per task). */
  rates: string[];
  unit: string;
}

const JUG = { name: "2.5 gal jug", quantity: "2.5", unit: "gal" };
const BAG = { name: "50 lb bag", quantity: "50", unit: "lb" };

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    product: {
      name: "Roundup PowerMax",
      kind: "crop protection",
      stockUnit: "gal",
      packs: [JUG, { name: "case", quantity: "2", unit: "2.5 gal jug" }],
      epaRegistrationNumber: "524-549",
      activeIngredients: [{ name: "Glyphosate, potassium salt", percent: "48.7" }],
      restrictedUse: false,
      signalWord: "CAUTION",
      reentryHours: 4,
      preharvestDays: 14,
    },
    buying: { vendor: 1, unit: "2.5 gal jug", price: "62.50", lot: 2 },
    appliedOn: { category: CATEGORY_NAME.CROP_PROTECTANTS, taskNames: ["Herbicide - pre-emergent", "Weed control"] },
    rates: ["22", "32", "32", "44"],
    unit: "fl oz",
  },
  {
    product: {
      name: "Agri-Mek SC",
      kind: "crop protection",
      stockUnit: "gal",
      packs: [JUG],
      epaRegistrationNumber: "100-1351",
      activeIngredients: [{ name: "Abamectin", percent: "8.0" }],
      restrictedUse: true,
      signalWord: "WARNING",
      reentryHours: 12,
      preharvestDays: 21,
    },
    buying: { vendor: 1, unit: "2.5 gal jug", price: "1450.00", lot: 1 },
    appliedOn: { category: CATEGORY_NAME.CROP_PROTECTANTS, taskNames: ["Insecticide - mites"] },
    rates: ["3", "3.5", "4"],
    unit: "fl oz",
  },
  {
    product: { name: "Alfalfa seed (FD 8, coated)", kind: "seed", stockUnit: "lb", packs: [BAG] },
    buying: { vendor: 0, unit: "50 lb bag", price: "245.00", lot: 1 },
    appliedOn: { category: CATEGORY_NAME.SEED, crops: ["Alfalfa"] },
    rates: ["20", "25"],
    unit: "lb",
  },
  {
    product: { name: "Durum wheat seed (certified)", kind: "seed", stockUnit: "lb", packs: [BAG] },
    buying: { vendor: 0, unit: "50 lb bag", price: "22.50", lot: 1 },
    appliedOn: { category: CATEGORY_NAME.SEED, crops: ["Wheat"] },
    rates: ["110", "125", "140"],
    unit: "lb",
  },
  {
    product: { name: "Gypsum (ag grade)", kind: "soil amendment", stockUnit: "ton", packs: [] },
    buying: { vendor: 0, unit: "ton", price: "48.00", lot: 5 },
    appliedOn: { category: CATEGORY_NAME.SOIL_AMENDMENT, taskNames: ["Gypsum application"] },
    rates: ["1", "1.5", "2"],
    unit: "ton",
  },
];

/** What a seeded fertilizer costs (2024), by name: a liquid by the gallon in 100 gal loads, a dry one by the ton. */
export const FERTILIZER_BUYING = { liquid: { vendor: 0, unit: "gal", lot: 100 }, dry: { vendor: 0, unit: "ton", lot: 1 } } as const;
export const FERTILIZER_PRICES: Record<string, string> = {
  "UAN-32 (32-0-0)": "1.95",
  "UAN-28 (28-0-0)": "1.62",
  "Ammonium polyphosphate (10-34-0)": "3.10",
  "CAN-17 (17-0-0)": "2.05",
  "Aqua ammonia (20-0-0)": "1.25",
  "Potassium thiosulfate (0-0-25)": "3.40",
  "Urea (46-0-0)": "560.00",
  "Ammonium sulfate (21-0-0)": "430.00",
  "MAP (11-52-0)": "780.00",
  "DAP (18-46-0)": "740.00",
  "Potash (0-0-60)": "480.00",
  "Triple superphosphate (0-46-0)": "690.00",
};

/** Each crop year's prices over 2024's. */
export const PRICE_RISE = 0.04;

/** The charge per acre of the application itself on a task that applies products (the products are costed apart). */
export const APPLICATION_CHARGE: Record<string, [number, number]> = {
  [CATEGORY_NAME.FERTILIZER]: [6, 16],
  [CATEGORY_NAME.CROP_PROTECTANTS]: [9, 22],
  [CATEGORY_NAME.SEED]: [14, 30],
  [CATEGORY_NAME.SOIL_AMENDMENT]: [8, 15],
};

/** Who sprays: a ground rig's operator or custom applicator, and the air service for an aerial application. */
export const GROUND_APPLICATORS = ["Miguel Ortiz", "Dana Whitfield", "Ramirez Ag Services"];
export const AERIAL_APPLICATOR = "Westside Aerial Application";

/**
 * The county of each town (the commissioner a Pesticide Use Report goes to), and where its farmland lies on the
 * public land survey: township and range numbers (from, to) with their directions, all on the Mount Diablo meridian.
 */
export const TOWN_COUNTY: Record<string, string> = {
  Fresno: "Fresno", Visalia: "Tulare", Hanford: "Kings", Bakersfield: "Kern", Modesto: "Stanislaus", Merced: "Merced",
  Madera: "Madera", Tulare: "Tulare", Firebaugh: "Fresno", Kerman: "Fresno", "Los Banos": "Merced", Delano: "Kern",
  Woodland: "Yolo", Chico: "Butte", Lemoore: "Kings", Selma: "Fresno", Turlock: "Stanislaus", Dixon: "Solano",
  Coalinga: "Fresno", Wasco: "Kern",
};
export const COUNTY_SURVEY: Record<string, { township: [number, number, "N" | "S"]; range: [number, number, "E" | "W"] }> = {
  Fresno: { township: [13, 16, "S"], range: [12, 22, "E"] },
  Tulare: { township: [18, 22, "S"], range: [23, 26, "E"] },
  Kings: { township: [18, 21, "S"], range: [19, 21, "E"] },
  Kern: { township: [25, 30, "S"], range: [23, 27, "E"] },
  Stanislaus: { township: [3, 5, "S"], range: [9, 11, "E"] },
  Merced: { township: [7, 10, "S"], range: [11, 14, "E"] },
  Madera: { township: [10, 12, "S"], range: [16, 18, "E"] },
  Yolo: { township: [9, 10, "N"], range: [1, 2, "E"] },
  Butte: { township: [21, 22, "N"], range: [1, 2, "E"] },
  Solano: { township: [7, 8, "N"], range: [1, 2, "E"] },
};
