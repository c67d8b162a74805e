import { CreateButton, Datagrid, EditButton, List, SimpleList, TextField, TopToolbar, useRecordContext, useTranslate } from "react-admin";
import { Button } from "@mui/material";
import { Link } from "react-router-dom";
import { useIsSmall } from "../layout/useIsSmall";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";

interface LandlordRow {
  id: number;
  name: string;
  mailingAddress: string | null;
  taxIdMasked: string | null;
}

const Actions = ({ create }: { create: boolean }) => {
  const translate = useTranslate();
  return (
  <TopToolbar>
    <Button component={Link} to="/leases">{translate("landlords.leases")}</Button>
    <Button component={Link} to="/payments">{translate("landlords.payments")}</Button>
    {create && <CreateButton />}
  </TopToolbar>
);
};

/** A row's way to the landlord's statement (navigation/registry.ts registers the statement under this list). */
function StatementButton() {
  const translate = useTranslate();
  const record = useRecordContext<LandlordRow>();
  if (!record) return null;
  // The row opens the landlord's form: this link does not.
  return (
    <Button component={Link} to={`/landlords/${record.id}/statement`} size="small" onClick={(e) => e.stopPropagation()}>
      {translate("landlords.statement")}
    </Button>
  );
}

/** Landlords, shared by every entity; the tax id only masked. */
export function LandlordList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const may = useMayChange("landlords");
  return (
    <>
      {/* The page's visible title; List's title goes to an app bar this shell does not have. */}
      <PageHeading title={translate("landlords.landlords")} />
      <List title={translate("landlords.landlords")} actions={<Actions create={may.create} />} sort={{ field: "name", order: "ASC" }}>
        {small ? (
          // A phone gets react-admin's SimpleList: four columns would push the page sideways.
          // A row opens the landlord's form (with its statement link) for those who may change it; the others get
          // the statement link on the row itself.
          <SimpleList<LandlordRow>
            rowClick={may.update ? "edit" : false}
            primaryText={(r) => r.name}
            secondaryText={(r) => r.mailingAddress ?? ""}
            tertiaryText={(r) => r.taxIdMasked ?? ""}
            rightIcon={may.update ? undefined : () => <StatementButton />}
          />
        ) : (
          <Datagrid rowClick={may.update ? "edit" : false} bulkActionButtons={false}>
            <TextField source="name" />
            <TextField source="contact" />
            <TextField source="mailingAddress" label={translate("landlords.mailingAddress")} />
            <TextField source="taxIdMasked" label={translate("landlords.taxId")} />
            {may.update && <EditButton />}
            <StatementButton />
          </Datagrid>
        )}
      </List>
    </>
  );
}
