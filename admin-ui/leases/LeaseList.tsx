import { CreateButton, Datagrid, EditButton, FunctionField, List, NumberField, TextField, TopToolbar } from "react-admin";

const TYPE_NAMES: Record<string, string> = { cash: "Cash rent", crop_share: "Crop share", flex: "Flex" };

interface LeaseRow {
  startYear: number;
  endYear: number | null;
  type: string;
}

/** Leases of every entity: field, acres, crop years, type and landlords. */
export function LeaseList() {
  return (
    <List title="Leases" actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="fieldName" label="Field" />
        <TextField source="entityName" label="Entity" />
        <NumberField source="leasedAcres" label="Acres" />
        <FunctionField label="Crop years" render={(r: LeaseRow) => `${r.startYear}-${r.endYear ?? ""}`} />
        <FunctionField label="Type" render={(r: LeaseRow) => TYPE_NAMES[r.type] ?? r.type} />
        <TextField source="landlordNames" label="Landlords" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}
