import { usePermissions } from "react-admin";
import { mayWrite, type WrittenRecord } from "../../api/client/rules";
import type { Permissions } from "../authProvider";

/** canEdit (admins and editors), isAdmin and isCrew, false while the permissions load. */
export function useCanEdit() {
  const { permissions } = usePermissions<Permissions>();
  return { canEdit: permissions?.canEdit === true, isAdmin: permissions?.isAdmin === true, isCrew: permissions?.isCrew === true };
}

/** Which of a record's Create, Edit and Delete controls the signed-in account may use. */
export interface MayChange {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/**
 * The one rule for showing a Create, Edit or Delete control: the roles the API's routes declare for that kind of
 * record (api/domain/write-access.ts, `WRITERS`), so a control is never offered that the API would refuse. All false
 * while the permissions load.
 * @example const may = useMayChange("fields"); {may.create && <AddFieldButton />}
 */
export function useMayChange(record: WrittenRecord): MayChange {
  const { permissions } = usePermissions<Permissions>();
  const role = permissions?.role;
  return { create: mayWrite(role, record, "create"), update: mayWrite(role, record, "update"), delete: mayWrite(role, record, "delete") };
}
