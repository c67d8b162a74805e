import { CreateButton, Datagrid, EditButton, FunctionField, List, NumberField, SimpleList, TextField, TopToolbar, useTranslate } from "react-admin";
import { useIsSmall } from "../layout/useIsSmall";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";

// Catalogue keys of the lease types.
const TYPE_NAMES: Record<string, string> = { cash: "leases.typeCash", crop_share: "leases.typeCropShare", flex: "leases.typeFlex" };

interface LeaseRow {
  id: number;
  fieldName: string;
  entityName: string;
  leasedAcres: string;
  landlordNames: string;
  startYear: number;
  endYear: number | null;
  type: string;
}

/** Leases of every entity: field, acres, crop years, type and landlords. */
export function LeaseList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const typeName = (r: LeaseRow) => (TYPE_NAMES[r.type] ? translate(TYPE_NAMES[r.type]!) : r.type);
  const may = useMayChange("leases");
  return (
    <>
      {/* The page's visible title; List's title goes to an app bar this shell does not have. */}
      <PageHeading title={translate("leases.leases")} />
      <List title={translate("leases.leases")} actions={may.create ? <TopToolbar><CreateButton /></TopToolbar> : false}>
        {small ? (
          // A phone gets react-admin's SimpleList: seven columns would push the page sideways.
          <SimpleList<LeaseRow>
            rowClick={may.update ? "edit" : false}
            primaryText={(r) => `${r.fieldName} (${r.entityName})`}
            secondaryText={(r) => `${typeName(r)} · ${r.startYear}-${r.endYear ?? ""} · ${r.leasedAcres} ${translate("leases.acres")}`}
            tertiaryText={(r) => r.landlordNames}
          />
        ) : (
          <Datagrid rowClick={may.update ? "edit" : false} bulkActionButtons={false}>
            <TextField source="fieldName" label={translate("leases.field")} />
            <TextField source="entityName" label={translate("leases.entity")} />
            <NumberField source="leasedAcres" label={translate("leases.acres")} />
            <FunctionField label={translate("leases.cropYears")} render={(r: LeaseRow) => `${r.startYear}-${r.endYear ?? ""}`} />
            <FunctionField label={translate("leases.type")} render={typeName} />
            <TextField source="landlordNames" label={translate("leases.landlords")} sortable={false} />
            {may.update && <EditButton />}
          </Datagrid>
        )}
      </List>
    </>
  );
}
