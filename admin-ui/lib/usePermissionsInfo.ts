import { usePermissions } from "react-admin";
import type { Permissions } from "../authProvider";

/** canEdit (admins and editors), isAdmin and isCrew, false while the permissions load. */
export function useCanEdit() {
  const { permissions } = usePermissions<Permissions>();
  return { canEdit: permissions?.canEdit === true, isAdmin: permissions?.isAdmin === true, isCrew: permissions?.isCrew === true };
}
