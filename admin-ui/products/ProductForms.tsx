import { Box, Typography } from "@mui/material";
import {
  ArrayInput,
  BooleanInput,
  Create,
  Edit,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useSimpleFormIteratorItem,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { BASE_UNIT_NAMES, BASE_UNITS, SIGNAL_WORDS } from "../../api/client/rules";
import { useSaveError } from "../lib/useSaveError";
import { KIND_CHOICES, SIGNAL_WORD_KEYS } from "./words";

const UNIT_CHOICES = BASE_UNIT_NAMES.map((u) => ({ id: u, name: u }));
const SIGNAL_CHOICES = SIGNAL_WORDS.map((w) => ({ id: w, name: SIGNAL_WORD_KEYS[w] ?? w }));

// The analysis' inputs and their nutrients' chemical symbols (the same in every language).
const NUTRIENTS = [
  ["nPerGal", "N"],
  ["pPerGal", "P₂O₅"],
  ["kPerGal", "K₂O"],
] as const;

const DEFAULTS = { kind: "fertilizer", stockUnit: "gal", packs: [], activeIngredients: [], restrictedUse: false };

/** The label data only a crop-protection product carries, cleared when the product is of another kind. */
const NO_LABEL = { epaRegistrationNumber: null, activeIngredients: [], restrictedUse: false, signalWord: null, reentryHours: null, preharvestDays: null };

/**
 * What the API takes: the answer's own figures (id, units, createdAt) left out, and the label data of another kind
 * cleared (the server refuses it on anything but crop protection; the form hides it once the kind changes).
 */
function payload(data: Record<string, unknown>) {
  const { id: _id, units: _u, createdAt: _c, ...rest } = data;
  return rest.kind === "crop protection" ? rest : { ...rest, ...NO_LABEL };
}

interface FormValues {
  kind?: string;
  stockUnit?: string;
  packs?: { name?: string }[];
}

/** The units a pack may be made of: the base units, then the packs named above it. */
function packUnitChoices(values: FormValues, upTo: number) {
  const earlier = (values.packs ?? []).slice(0, Math.max(0, upTo)).map((p) => p?.name?.trim()).filter((n): n is string => !!n);
  return [...UNIT_CHOICES, ...earlier.map((n) => ({ id: n, name: n }))];
}

/** A pack's unit: a base unit or a pack named above it (so a case of jugs, never a loop). */
function PackUnitInput() {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const packs = useWatch<FormValues, "packs">({ name: "packs" });
  return <SelectInput source="unit" label={translate("inputs.unit")} choices={packUnitChoices({ packs }, index)} validate={required()} helperText={false} sx={{ minWidth: 140 }} />;
}

function Section({ title }: { title: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
      {title}
    </Typography>
  );
}

/** The product's form: what every product has, then the kind's own fields (analysis, label data), then its packs. */
function ProductForm() {
  const translate = useTranslate();
  return (
    <SimpleForm defaultValues={DEFAULTS} sx={{ maxWidth: 720 }}>
      <TextInput source="name" label={translate("inputs.name")} validate={required()} fullWidth />
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
        <SelectInput source="kind" label={translate("inputs.kind")} choices={KIND_CHOICES} validate={required()} sx={{ minWidth: 220 }} />
        <SelectInput source="stockUnit" label={translate("inputs.stockUnit")} choices={UNIT_CHOICES} validate={required()} helperText={translate("inputs.stockUnitHelp")} sx={{ minWidth: 160 }} />
      </Box>
      <FormDataConsumer<FormValues>>
        {({ formData }) => {
          if (formData.kind === "fertilizer") {
            const byWeight = BASE_UNITS[formData.stockUnit as keyof typeof BASE_UNITS]?.dimension === "weight";
            const per = translate(byWeight ? "inputs.lbPerLb" : "inputs.lbPerGal");
            return (
              <>
                <Section title={translate("inputs.analysis")} />
                <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
                  {NUTRIENTS.map(([source, nutrient]) => (
                    <TextInput key={source} source={source} label={translate("inputs.nutrientPer", { nutrient, per })} helperText={false} />
                  ))}
                </Box>
              </>
            );
          }
          if (formData.kind === "crop protection") {
            return (
              <>
                <Section title={translate("inputs.label")} />
                <TextInput source="epaRegistrationNumber" label={translate("inputs.epaRegistrationNumber")} helperText={translate("inputs.epaHelp")} />
                <ArrayInput source="activeIngredients" label={translate("inputs.activeIngredients")}>
                  <SimpleFormIterator inline disableReordering>
                    <TextInput source="name" label={translate("inputs.ingredient")} validate={required()} helperText={false} />
                    <TextInput source="percent" label={translate("inputs.percent")} validate={required()} helperText={false} sx={{ maxWidth: 120 }} />
                  </SimpleFormIterator>
                </ArrayInput>
                <BooleanInput source="restrictedUse" label={translate("inputs.restrictedUseMaterial")} />
                <SelectInput source="signalWord" label={translate("inputs.signalWord")} choices={SIGNAL_CHOICES} emptyText={translate("inputs.none")} sx={{ minWidth: 200 }} />
                <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
                  <NumberInput source="reentryHours" label={translate("inputs.reentryHours")} min={0} />
                  <NumberInput source="preharvestDays" label={translate("inputs.preharvestDays")} min={0} />
                </Box>
              </>
            );
          }
          return null;
        }}
      </FormDataConsumer>
      <Section title={translate("inputs.packs")} />
      <Typography variant="body2" color="text.secondary">
        {translate("inputs.packsHelp")}
      </Typography>
      <ArrayInput source="packs" label={false}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label={translate("inputs.packName")} validate={required()} helperText={false} />
          <TextInput source="quantity" label={translate("inputs.quantity")} validate={required()} helperText={false} sx={{ maxWidth: 120 }} />
          <PackUnitInput />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export function ProductCreate() {
  const translate = useTranslate();
  const onError = useSaveError();
  return (
    <Create title={translate("inputs.newProduct")} redirect="list" transform={payload} mutationOptions={{ onError }}>
      <ProductForm />
    </Create>
  );
}

export function ProductEdit() {
  const translate = useTranslate();
  const onError = useSaveError();
  return (
    <Edit title={translate("inputs.product")} mutationMode="pessimistic" redirect="list" transform={payload} mutationOptions={{ onError }}>
      <ProductForm />
    </Edit>
  );
}
