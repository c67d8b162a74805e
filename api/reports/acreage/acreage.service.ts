import type { AcreageInput } from "../../domain/reports";
import type { ServiceContext } from "../../services/context";
import { loadFieldsWithCropYears, loadReportEntities } from "../../services/report-data.service";

/** Every active entity (within the caller's, docs/access.md), their fields and the year's crop-year rows. */
export async function loadAcreageInput(ctx: ServiceContext, year: number): Promise<AcreageInput> {
  const { within } = ctx;
  const entities = (await loadReportEntities(ctx)).filter((e) => within === null || within.includes(e.id));
  const { fields, cropYears } = await loadFieldsWithCropYears(ctx, within === null ? "all" : [...within], year);
  return { year, entities, fields, cropYears };
}
