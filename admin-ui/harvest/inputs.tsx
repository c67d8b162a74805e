import { AutocompleteInput, ReferenceInput, SelectInput, required, useCreate, useNotify, useTranslate } from "react-admin";
import { HARVEST_UNITS } from "../../api/client/rules";
import { useEntities } from "../layout/useEntities";
import { UNIT_KEYS } from "./words";

/** The buyer, picked from the list or typed new (created on the spot). */
export function BuyerInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const onCreate = async (name?: string) => {
    const typed = name?.trim();
    if (!typed) return undefined;
    try {
      return await create("buyers", { data: { name: typed } }, { returnPromise: true });
    } catch {
      notify("harvest.couldNotAddBuyer", { type: "error" });
      return undefined;
    }
  };
  return (
    <ReferenceInput source="buyerId" reference="buyers" sort={{ field: "name", order: "ASC" }} perPage={1000}>
      <AutocompleteInput
        label={translate("harvest.buyer")}
        optionText="name"
        validate={required()}
        onCreate={onCreate}
        createItemLabel={translate("harvest.addBuyerNamed")}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
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
