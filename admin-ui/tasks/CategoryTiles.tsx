import { Box, Card, CardContent, Typography } from "@mui/material";
import { CATEGORY_NAME } from "../../api/client/rules";
import { CategoryIcon } from "../lib/CategoryIcon";
import type { Category } from "../lib/types";
import { useCategoryName } from "../lib/useCategoryName";

const TILES = [CATEGORY_NAME.WATER, CATEGORY_NAME.FERTILIZER, CATEGORY_NAME.MACHINE_HIRE, CATEGORY_NAME.INCOME_GENERATED];

/** How many of the crop year's tasks fall in Water, Fertilizer, Machine Hire and Income Generated (the server's counts). */
export function CategoryTiles({ counts, categories }: { counts: Record<string, number> | undefined; categories: Category[] | undefined }) {
  const categoryName = useCategoryName();
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", lg: "repeat(4, 1fr)" } }}>
      {TILES.map((name) => {
        const count = counts && (counts[name] ?? 0);
        return (
          <Card key={name} data-testid={`tile-${name}`}>
            <CardContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
              <CategoryIcon category={categories?.find((c) => c.name === name)} size={44} />
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {categoryName(name)}
                </Typography>
                <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid="tile-count">
                  {count ?? "–"}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
