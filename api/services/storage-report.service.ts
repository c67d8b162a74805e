import type { ServiceContext } from "./context";
import { reportEntities } from "./harvest-reports.service";
import { storageOnHand } from "./storage.service";

/**
 * Crop on hand per entity, crop, crop year and location at the end of asOf: the storage service's own figures
 * (`storageOnHand`), each in the crop's usual unit where it converts, else its base unit.
 */
export async function getStorageReport(ctx: ServiceContext, entity: "all" | number, asOf: string) {
  const scope = await reportEntities(ctx, entity);
  const found = scope.ids.length ? await storageOnHand(ctx, { entityId: entity === "all" ? undefined : entity, asOf }) : [];
  const rows = found
    .filter((r) => scope.ids.includes(r.entityId))
    .map((r) => {
      const q = r.shown ?? r;
      return { entityId: r.entityId, entityName: r.entityName, locationId: r.locationId, locationName: r.locationName, crop: r.crop, cropYear: r.cropYear, unit: q.unit, in: q.in, out: q.out, adjusted: q.adjusted, onHand: q.onHand };
    });
  return { entity, entityName: scope.entityName, asOf, rows };
}
