import { Alert, AlertTitle, Box, Link } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { api, read } from "../lib/api";
import { useCategoryName } from "../lib/useCategoryName";
import { useCanEdit } from "../lib/usePermissionsInfo";

/** The entity's crew entries at $0.00 and its categories without a price, as the server counts them. */
export function useCrewPriceGaps(entityId: number | null, enabled = true) {
  return useQuery({
    queryKey: ["price-list-gaps", entityId],
    queryFn: () => read(api.api.entities[":entityId"]["price-list"].gaps.$get({ param: { entityId: String(entityId) } })),
    enabled: entityId !== null && enabled,
  });
}

/**
 * The office's warning that crew entries arrived at $0.00 because the price list has no price for their category
 * ("3 crew entries have no price: the price list has none for Fertilizer, Seed"), with a link to the price list for
 * an administrator, who sets it. Nothing while every crew entry is priced.
 */
export function UnpricedCrewEntries({ entityId }: { entityId: number }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  // Crew accounts see no money and may not read the price list.
  const { isAdmin, isCrew } = useCanEdit();
  const { data } = useCrewPriceGaps(entityId, !isCrew);
  if (!data || data.unpricedEntries === 0) return null;
  const categories = data.unpricedCategories.map(categoryName).join(", ");
  const count = { smart_count: data.unpricedEntries, categories };
  return (
    <Alert
      severity="warning"
      data-testid="unpriced-crew-entries"
      action={
        isAdmin ? (
          <Link component={RouterLink} to="/admin/price-list" sx={{ whiteSpace: "nowrap", alignSelf: "center" }}>
            {translate("priceList.openPriceList")}
          </Link>
        ) : undefined
      }
    >
      {translate(categories ? "priceList.unpricedEntries" : "priceList.unpricedBeforePrice", count)}
    </Alert>
  );
}

/**
 * The price list screen's note of the categories a crew records work in that have no price yet, each with its crew
 * entries already at $0.00 (the server's count). Nothing when every such category has a price.
 */
export function CategoriesWithoutPrice({ entityId }: { entityId: number | null }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const { data } = useCrewPriceGaps(entityId);
  if (!data || data.categoriesWithoutPrice.length === 0) return null;
  return (
    <Alert severity={data.unpricedEntries > 0 ? "warning" : "info"} data-testid="categories-without-price">
      <AlertTitle>{translate("priceList.noPriceTitle")}</AlertTitle>
      {translate("priceList.noPriceHelp")}
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {data.categoriesWithoutPrice.map((c) => (
          <li key={c.categoryId}>
            {c.unpricedEntries > 0 ? translate("priceList.noPriceCategory", { name: categoryName(c.categoryName), smart_count: c.unpricedEntries }) : categoryName(c.categoryName)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
