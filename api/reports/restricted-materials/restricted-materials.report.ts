import { purReport } from "../pesticide-use/pesticide-use.report";
import { restrictedMaterialsInfo as info } from "./restricted-materials.info";

export const restrictedMaterialsReport = purReport(info, true, "The month's applications of restricted materials (the Pesticide Use Report's rows of restricted-use products)");
