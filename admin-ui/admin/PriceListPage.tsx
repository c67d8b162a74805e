import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { HttpError, type TranslateFunction, useTranslate } from "react-admin";
import { useEntities } from "../layout/useEntities";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { validationText } from "../lib/validation-text";
import { useCategoryName } from "../lib/useCategoryName";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { CategoriesWithoutPrice } from "./UnpricedCrewEntries";

type Prices = Record<number, { costPerAcre: string; equipmentRentalPerAcre: string }>;
type PriceKey = "costPerAcre" | "equipmentRentalPerAcre";
type RowErrors = Record<number, Partial<Record<PriceKey, string>>>;

const text = (v: string | null) => v ?? "";
const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

/**
 * The 400's issues by row and input: the server names them `items.<index>.<key>` (the index of the item sent),
 * the rest (no such row) are returned apart for a toast.
 */
function issuesByRow(error: unknown, categoryIds: number[], translate: TranslateFunction): { rows: RowErrors; rest: string[] } {
  const issues = error instanceof HttpError && error.status === 400 ? ((error.body as { issues?: Array<{ path: string; message: string }> })?.issues ?? []) : [];
  const rows: RowErrors = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const [, index, key] = issue.path.split(".");
    const categoryId = categoryIds[Number(index)];
    if (categoryId !== undefined && (key === "costPerAcre" || key === "equipmentRentalPerAcre")) rows[categoryId] = { ...rows[categoryId], [key]: issue.message };
    else rest.push(validationText(issue.message, translate));
  }
  return { rows, rest };
}

/**
 * /admin/price-list: per farm entity, what a crew entry of each category costs per acre and its equipment rental
 * per acre (blank: no price, the entry is priced 0). The server prices crew entries from it.
 */
export function PriceListPage() {
  const translate = useTranslate();
  return (
    <AdminOnly>
      <AdminHeader title={translate("priceList.title")} subtitle={translate("priceList.subtitle")} />
      <PriceListEditor />
    </AdminOnly>
  );
}

function PriceListEditor() {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const toast = useToast();
  const client = useQueryClient();
  const { entities, selected } = useEntities();
  const [entityId, setEntityId] = useState<number | null>(null);
  const shown = entityId ?? selected?.id ?? null;
  const list = useQuery({
    queryKey: ["price-list", shown],
    queryFn: () => read(api.api.entities[":entityId"]["price-list"].$get({ param: { entityId: String(shown) } })),
    enabled: shown !== null,
  });
  const [prices, setPrices] = useState<Prices>({});
  const [errors, setErrors] = useState<RowErrors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!list.data) return;
    setPrices(Object.fromEntries(list.data.items.map((i) => [i.categoryId, { costPerAcre: text(i.costPerAcre), equipmentRentalPerAcre: text(i.equipmentRentalPerAcre) }])));
    setErrors({});
  }, [list.data]);

  const set = (categoryId: number, key: PriceKey, value: string) => {
    setPrices((p) => ({ ...p, [categoryId]: { ...{ costPerAcre: "", equipmentRentalPerAcre: "" }, ...p[categoryId], [key]: value } }));
    setErrors((e) => ({ ...e, [categoryId]: { ...e[categoryId], [key]: undefined } }));
  };

  const save = async () => {
    if (shown === null || !list.data) return;
    const categoryIds = list.data.items.map((i) => i.categoryId);
    const items = categoryIds.map((categoryId) => ({
      categoryId,
      costPerAcre: orNull(prices[categoryId]?.costPerAcre ?? ""),
      equipmentRentalPerAcre: orNull(prices[categoryId]?.equipmentRentalPerAcre ?? ""),
    }));
    setSaving(true);
    try {
      const saved = await read(api.api.entities[":entityId"]["price-list"].$put({ param: { entityId: String(shown) }, json: { items } }));
      client.setQueryData(["price-list", shown], saved);
      // The categories without a price and the crew entries' warning are counted again by the server.
      void client.invalidateQueries({ queryKey: ["price-list-gaps", shown] });
      toast.success(translate("priceList.saved"), translate("priceList.title"));
    } catch (error) {
      const { rows, rest } = issuesByRow(error, categoryIds, translate);
      setErrors(rows);
      if (Object.keys(rows).length === 0) toast.error(errorMessage(error, translate("priceList.save_failed")), translate("priceList.save_failed"));
      else if (rest.length > 0) toast.error(rest.join("; "), translate("priceList.save_failed"));
    }
    setSaving(false);
  };

  const input = (categoryId: number, key: PriceKey, categoryName: string) => (
    <TextField
      size="small"
      type="number"
      label={translate(`priceList.${key}`)}
      value={prices[categoryId]?.[key] ?? ""}
      onChange={(e) => set(categoryId, key, e.target.value)}
      error={!!errors[categoryId]?.[key]}
      helperText={errors[categoryId]?.[key]}
      slotProps={{ htmlInput: { step: "0.01", min: 0, "aria-label": `${translate(`priceList.${key}`)} – ${categoryName}` }, input: { startAdornment: <Box component="span" sx={{ mr: 0.5, color: "text.secondary" }}>$</Box> } }}
      fullWidth
    />
  );

  return (
    <Card>
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <TextField
          select
          label={translate("priceList.entity")}
          value={shown ?? ""}
          onChange={(e) => setEntityId(Number(e.target.value))}
          sx={{ maxWidth: 360 }}
          slotProps={{ select: { SelectDisplayProps: { "aria-label": translate("priceList.entity") } as object } }}
        >
          {entities.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {translate("priceList.help")}
        </Typography>
        <CategoriesWithoutPrice entityId={shown} />
        {list.isPending && shown !== null && <CircularProgress size={24} />}
        {list.isError && <Alert severity="error">{errorMessage(list.error, translate("priceList.load_failed"))}</Alert>}
        {list.data?.items.map((item) => (
          <Box
            key={item.categoryId}
            data-testid="price-row"
            sx={{ display: "grid", gap: 2, alignItems: "start", gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "minmax(0, 1.2fr) 1fr 1fr" }, borderBottom: 1, borderColor: "divider", pb: 2 }}
          >
            <Typography sx={{ fontWeight: 600, pt: { sm: 1 } }}>{categoryName(item.categoryName)}</Typography>
            {input(item.categoryId, "costPerAcre", categoryName(item.categoryName))}
            {input(item.categoryId, "equipmentRentalPerAcre", categoryName(item.categoryName))}
          </Box>
        ))}
        {list.data && (
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <Button variant="contained" onClick={() => void save()} disabled={saving}>
              {translate("priceList.save")}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
