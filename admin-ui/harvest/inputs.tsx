import { SelectInput, required, useTranslate } from "react-admin";
import { HARVEST_UNITS } from "../../api/client/rules";
import { useEntities } from "../layout/useEntities";
import { CreatableReferenceInput } from "../lib/CreatableReferenceInput";
import { UNIT_KEYS } from "./words";

/** The buyer, picked from the list or typed new (created on the spot). */
export function BuyerInput() {
  return <CreatableReferenceInput source="buyerId" reference="buyers" labelKey="harvest.buyer" createItemLabelKey="harvest.addBuyerNamed" couldNotAddKey="harvest.couldNotAddBuyer" />;
}

/** A harvest unit (bu, cwt, lb, ton, bale, bin, box), in the language's words. */
export function UnitInput({ source = "unit", disabled = false }: { source?: string; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={translate("harvest.unitLabel")}
      choices={HARVEST_UNITS.map((u) => ({ id: u, name: translate(UNIT_KEYS[u]!) }))}
      translateChoice={false}
      validate={required()}
      disabled={disabled}
      sx={{ minWidth: 120 }}
    />
  );
}

/** The entity a record belongs to (the sidebar's by default). */
export function EntityInput() {
  const translate = useTranslate();
  const { entities } = useEntities();
  return (
    <SelectInput
      source="entityId"
      label={translate("harvest.entity")}
      choices={entities.map((e) => ({ id: e.id, name: e.name }))}
      translateChoice={false}
      validate={required()}
      sx={{ minWidth: 220 }}
    />
  );
}
