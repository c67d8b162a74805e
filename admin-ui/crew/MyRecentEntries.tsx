import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import LockIcon from "@mui/icons-material/LockOutlined";
import { Alert, Box, Card, CardContent, CardHeader, Chip, List, ListItemButton, Skeleton, Typography } from "@mui/material";
import { useGetList, useTranslate } from "react-admin";
import { acres, shortDate } from "../lib/format";
import { errorMessage } from "../lib/http";
import type { Task } from "../lib/types";
import { useCategoryName } from "../lib/useCategoryName";
import { stillEditable } from "./crew-form";

/**
 * The crew account's own latest entries (the server lists only those to a crew account), newest first. An entry
 * younger than 7 days opens in the form above; an older one shows a lock.
 */
export function MyRecentEntries({ onEdit }: { onEdit(task: Task): void }) {
  const translate = useTranslate();
  // To a crew account GET /api/tasks answers its own entries only.
  const { data, isPending, error } = useGetList<Task>("tasks", { sort: { field: "id", order: "DESC" }, pagination: { page: 1, perPage: 20 } });
  const now = Date.now();
  const categoryName = useCategoryName();
  return (
    <Card>
      <CardHeader title={translate("crew.recent.title")} slotProps={{ title: { variant: "h6", component: "h2", fontWeight: 700 } }} />
      <CardContent sx={{ pt: 0 }}>
        {error && !data && <Alert severity="error">{errorMessage(error, translate("crew.load_failed"))}</Alert>}
        {isPending && [0, 1, 2].map((i) => <Skeleton key={i} height={56} />)}
        {data?.length === 0 && <Typography color="text.secondary">{translate("crew.recent.empty")}</Typography>}
        <List disablePadding aria-label={translate("crew.recent.title")}>
          {data?.map((task) => {
            const editable = stillEditable(task.createdAt, now);
            const category = categoryName(task.categoryName);
            return (
              <ListItemButton
                key={task.id}
                divider
                disabled={!editable}
                onClick={() => onEdit(task)}
                data-testid="crew-entry"
                aria-label={`${category}, ${task.fieldName ?? ""}, ${shortDate(task.date)}`}
                sx={{ px: 1, minHeight: 56, gap: 1, "&.Mui-disabled": { opacity: 1 } }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                    <Chip label={category} size="small" />
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                      {task.fieldName}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {shortDate(task.date)} · {translate("crew.recent.acres", { acres: acres(task.acresCovered) })}
                    {editable ? "" : ` · ${translate("crew.recent.locked")}`}
                  </Typography>
                </Box>
                {editable ? <ChevronRightIcon aria-hidden /> : <LockIcon fontSize="small" color="disabled" aria-hidden />}
              </ListItemButton>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
