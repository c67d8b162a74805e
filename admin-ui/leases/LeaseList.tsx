import { CreateButton, Datagrid, EditButton, FunctionField, List, NumberField, TextField, TopToolbar, useTranslate } from "react-admin";

// Catalogue keys of the lease types.
const TYPE_NAMES: Record<string, string> = { cash: "leases.typeCash", crop_share: "leases.typeCropShare", flex: "leases.typeFlex" };

interface LeaseRow {
  startYear: number;
  endYear: number | null;
  type: string;
}

/** Leases of every entity: field, acres, crop years, type and landlords. */
export function LeaseList() {
  const translate = useTranslate();
  return (
    <List title={translate("leases.leases")} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="fieldName" label={translate("leases.field")} />
        <TextField source="entityName" label={translate("leases.entity")} />
        <NumberField source="leasedAcres" label={translate("leases.acres")} />
        <FunctionField label={translate("leases.cropYears")} render={(r: LeaseRow) => `${r.startYear}-${r.endYear ?? ""}`} />
        <FunctionField label={translate("leases.type")} render={(r: LeaseRow) => (TYPE_NAMES[r.type] ? translate(TYPE_NAMES[r.type]!) : r.type)} />
        <TextField source="landlordNames" label={translate("leases.landlords")} sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}
