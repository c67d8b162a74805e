import { AutocompleteInput, ReferenceInput, required, useCreate, useNotify, useTranslate } from "react-admin";

interface CreatableReferenceInputProps {
  source: string;
  reference: string;
  /** Catalogue keys: the input's label, the "Add %{item}" choice, the toast when the new record is refused, the help under it. */
  labelKey: string;
  createItemLabelKey: string;
  couldNotAddKey: string;
  helperTextKey?: string;
}

/** A record (a vendor, a buyer) picked from the list by name or typed new, created on the spot. */
export function CreatableReferenceInput({ source, reference, labelKey, createItemLabelKey, couldNotAddKey, helperTextKey }: CreatableReferenceInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const onCreate = async (name?: string) => {
    const typed = name?.trim();
    if (!typed) return undefined;
    try {
      return await create(reference, { data: { name: typed } }, { returnPromise: true });
    } catch {
      notify(couldNotAddKey, { type: "error" });
      return undefined;
    }
  };
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field: "name", order: "ASC" }} perPage={1000}>
      <AutocompleteInput
        label={translate(labelKey)}
        optionText="name"
        validate={required()}
        onCreate={onCreate}
        createItemLabel={translate(createItemLabelKey)}
        helperText={helperTextKey ? translate(helperTextKey) : undefined}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
}
