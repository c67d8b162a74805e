import { Box, Button } from "@mui/material";
import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { useFarm } from "../layout/FarmContext";
import { useIsSmall } from "../layout/useIsSmall";
import { EmptyList } from "../lib/EmptyList";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { KIND_CHOICES, KIND_KEYS, type Product } from "./words";

/** The ledger of a product (or of the entity's products, to pick one) at the sidebar's entity. */
export const ledgerPath = (entityId: number, productId?: number) => `/inventory/${entityId}${productId ? `?product=${productId}` : ""}`;

/** A row's way to the product's stock ledger at the sidebar's entity; the row itself opens the product's form. */
function LedgerButton() {
  const translate = useTranslate();
  const { entityId } = useFarm();
  const record = useRecordContext<Product>();
  if (!record || entityId === null) return null;
  return (
    <Button component={Link} to={ledgerPath(entityId, record.id)} size="small" onClick={(e) => e.stopPropagation()}>
      {translate("inputs.stock")}
    </Button>
  );
}

function Empty({ create }: { create: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyList message={translate("inputs.noProductsYet")} hint={translate(create ? "inputs.noProductsHint" : "inputs.noProductsReadonly")}>
      {create && <CreateButton variant="contained" />}
    </EmptyList>
  );
}

/** The catalogue: name, kind, stock unit, EPA registration number, restricted use. */
export function ProductList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const may = useMayChange("products");
  const { entityId } = useFarm();
  const kindName = (r: Product) => (r.kind in KIND_KEYS ? translate(KIND_KEYS[r.kind as keyof typeof KIND_KEYS]) : r.kind);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("inputs.searchProducts")} />,
    <SelectInput key="kind" source="kind" label={translate("inputs.kind")} choices={KIND_CHOICES} alwaysOn />,
  ];
  return (
    <>
      <PageHeading title={translate("inputs.products")} subtitle={translate("inputs.productsSubtitle")} />
      {entityId !== null && (
        <Box sx={{ mb: 1 }}>
          <Button component={Link} to={ledgerPath(entityId)} size="small" variant="outlined">
            {translate("inputs.stockLedger")}
          </Button>
        </Box>
      )}
      <List
        title={translate("inputs.products")}
        actions={may.create ? <TopToolbar><CreateButton /></TopToolbar> : false}
        filters={filters}
        sort={{ field: "name", order: "ASC" }}
        empty={<Empty create={may.create} />}
      >
        {small ? (
          <SimpleList<Product>
            rowClick={may.update ? "edit" : false}
            primaryText={(r) => r.name}
            secondaryText={(r) => `${kindName(r)} · ${r.stockUnit}`}
            tertiaryText={(r) => [r.epaRegistrationNumber ? `${translate("inputs.epaShort")} ${r.epaRegistrationNumber}` : "", r.restrictedUse ? translate("inputs.restricted") : ""].filter(Boolean).join(" · ")}
            rightIcon={() => <LedgerButton />}
          />
        ) : (
          <Datagrid rowClick={may.update ? "edit" : false} bulkActionButtons={false}>
            <TextField source="name" label={translate("inputs.name")} />
            <FunctionField source="kind" label={translate("inputs.kind")} render={kindName} />
            <TextField source="stockUnit" label={translate("inputs.stockUnit")} />
            <TextField source="epaRegistrationNumber" label={translate("inputs.epaRegistrationNumber")} emptyText="" sortable={false} />
            <FunctionField source="restrictedUse" sortable={false} label={translate("inputs.restrictedUse")} render={(r: Product) => (r.restrictedUse ? translate("inputs.yes") : "")} />
            {may.update && <EditButton />}
            <LedgerButton />
          </Datagrid>
        )}
      </List>
    </>
  );
}
