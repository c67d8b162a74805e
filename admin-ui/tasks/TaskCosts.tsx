import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Button, Card, CardContent, CardHeader, Skeleton, Typography } from "@mui/material";
import { useEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "../lib/http";
import type { Entity, Task } from "../lib/types";
import { useDebouncedValue } from "../lib/useDebouncedValue";
import { useCategories, useEntityFields, useTaskPage } from "../lib/useFarmData";
import { useMayChange } from "../lib/usePermissionsInfo";
import { CategoryTiles } from "./CategoryTiles";
import { FiltersBanner } from "./FiltersBanner";
import { TaskDialog } from "./TaskDialog";
import { filtersActive, NO_FILTERS, type TaskFilterValues } from "./task-filters";
import { TaskFilters } from "./TaskFilters";
import { TaskTable } from "./TaskTable";
import { useTranslate } from "react-admin";
import { UnpricedCrewEntries } from "../admin/UnpricedCrewEntries";

type Open = { mode: "add" } | { mode: "edit" | "copy"; task: Task } | null;

/** How long the search text has to rest before the table and the banner ask the server again. */
const SEARCH_SETTLE_MS = 200;

/**
 * Category tiles, the filtered Recent Tasks table and the task dialogs for one entity and crop year. The table
 * reads one page at a time from the server, which filters, counts and pages (GET /api/entities/{id}/task-page):
 * a crop year of thousands of tasks is not downloaded to show 25 of them.
 */
export function TaskCosts({ entity, year }: { entity: Entity; year: number }) {
  const translate = useTranslate();
  const { data: categories } = useCategories();
  const { data: fields } = useEntityFields(entity.id, year, false);
  const may = useMayChange("tasks");
  const [filters, setFilters] = useState<TaskFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const settled = useDebouncedValue(filters.search, SEARCH_SETTLE_MS);
  // A cleared search box applies at once.
  const search = filters.search === "" ? "" : settled;
  const asked = useMemo(() => ({ ...filters, search }), [filters, search]);
  const { data, isPending, isPlaceholderData, error } = useTaskPage(entity.id, year, asked, page + 1);
  const total = data?.total;
  // A new filter, entity or year, or a task added or deleted, starts again from the first page.
  useEffect(() => setPage(0), [asked, entity.id, year, total]);
  const active = filtersActive(asked);
  // The banner counts what the page shown was filtered by: while the first filtered page loads it waits, while
  // another filter loads it keeps the last filtered counts.
  const shownFor = useRef(asked);
  if (data && !isPlaceholderData) shownFor.current = asked;
  const banner = active && data && filtersActive(shownFor.current) ? data.totals : undefined;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate("tasks.taskCosts")}
        </Typography>
        {may.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ mode: "add" })}>
            {translate("tasks.addNewTask")}
          </Button>
        )}
      </Box>
      <UnpricedCrewEntries entityId={entity.id} />
      <CategoryTiles counts={data?.categoryCounts} categories={categories} />
      <Card>
        <CardHeader title={translate("tasks.recentTasks")} slotProps={{ title: { variant: "h6", fontWeight: 700 } }} />
        <CardContent sx={{ pt: 0 }}>
          <TaskFilters value={filters} onChange={setFilters} categories={categories} fields={fields} />
          {banner && <FiltersBanner totals={banner} onClear={() => setFilters(NO_FILTERS)} />}
          {error && <Alert severity="error">{errorMessage(error, translate("tasks.failedToLoadTasks"))}</Alert>}
          {isPending && !error && [0, 1, 2].map((i) => <Skeleton key={i} height={48} />)}
          {data && data.total === 0 && (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
              {data.yearCount === 0 ? translate("tasks.noTasksRecordedForCrop", { year }) : translate("tasks.noTasksMatchTheFilters")}
            </Typography>
          )}
          {data && data.rows.length > 0 && (
            <TaskTable
              tasks={data.rows}
              total={data.total}
              perPage={data.perPage}
              page={data.page - 1}
              onPageChange={setPage}
              categories={categories}
              canEdit={may.update}
              onEdit={(task: Task) => setOpen({ mode: "edit", task })}
              onCopy={(task: Task) => setOpen({ mode: "copy", task })}
            />
          )}
        </CardContent>
      </Card>
      {open && <TaskDialog mode={open.mode} task={open.mode === "add" ? undefined : open.task} entityId={entity.id} cropYear={year} onClose={() => setOpen(null)} />}
    </Box>
  );
}
