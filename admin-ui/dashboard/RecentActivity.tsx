import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from "@mui/material";
import { CategoryIcon } from "../lib/CategoryIcon";
import { shortDate } from "../lib/format";
import { TaskAmount } from "../lib/TaskAmount";
import { SCREEN_READ, useCategories, useEntityTasks } from "../lib/useFarmData";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";
import { RECENT_ACTIVITY_LATEST } from "../lib/boot-reads";
import { useFirstPaintPart } from "../lib/first-paint";
import { recentShown } from "./dashboard-rules";

export { RECENT_ACTIVITY_LATEST };

/** The 5 latest tasks of the crop year; tasks without a category or field name are skipped. */
export function RecentActivity({ entityId, year }: { entityId: number; year: number }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const { data: tasks, isPending } = useEntityTasks(entityId, year, RECENT_ACTIVITY_LATEST, SCREEN_READ);
  const { data: categories } = useCategories(SCREEN_READ);
  useFirstPaintPart("activity", !isPending);
  const shown = recentShown(tasks ?? []);
  return (
    <Card sx={{ height: "100%" }}>
      <CardHeader title={translate("dashboard.recentFieldActivity")} slotProps={{ title: { variant: "h6", fontWeight: 700 } }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending &&
          [0, 1, 2].map((i) => (
            <Box key={i} sx={{ display: "flex", gap: 2, py: 1.25 }} data-testid="activity-loading">
              <Skeleton variant="rounded" width={36} height={36} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="40%" />
              </Box>
            </Box>
          ))}
        {!isPending && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate("dashboard.noFieldActivityRecordedFor")} {year} {translate("dashboard.yet")}
          </Typography>
        )}
        {shown.map((task) => (
          <Box key={task.id} sx={{ display: "flex", gap: 2, alignItems: "center", py: 1.25, borderBottom: 1, borderColor: "divider", "&:last-child": { borderBottom: 0 } }} data-testid="activity-row">
            <CategoryIcon category={categories?.find((c) => c.id === task.categoryId || c.name === task.categoryName)} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {task.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {task.fieldName} · {categoryName(task.categoryName)} · {shortDate(task.date)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <TaskAmount task={task} />
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
