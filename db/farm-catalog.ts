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
