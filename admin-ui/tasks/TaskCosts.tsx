import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Button, Card, CardContent, CardHeader, Skeleton, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { errorMessage } from "../lib/http";
import type { Entity, Task } from "../lib/types";
import { useCategories, useEntityFields, useEntityTasks, useTaskTotals } from "../lib/useFarmData";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { CategoryTiles } from "./CategoryTiles";
import { FiltersBanner } from "./FiltersBanner";
import { TaskDialog } from "./TaskDialog";
import { filterTasks, filtersActive, NO_FILTERS, type TaskFilterValues } from "./task-filters";
import { TaskFilters } from "./TaskFilters";
import { TaskTable } from "./TaskTable";
import { useTranslate } from "react-admin";

type Open = { mode: "add" } | { mode: "edit" | "copy"; task: Task } | null;

/** Category tiles, the filtered Recent Tasks table and the task dialogs for one entity and crop year. */
export function TaskCosts({ entity, year }: { entity: Entity; year: number }) {
  const translate = useTranslate();
  const { data: tasks, isPending, error } = useEntityTasks(entity.id, year);
  const { data: categories } = useCategories();
  const { data: fields } = useEntityFields(entity.id, year, false);
  const { canEdit } = useCanEdit();
  const [filters, setFilters] = useState<TaskFilterValues>(NO_FILTERS);
  const [open, setOpen] = useState<Open>(null);
  const shown = useMemo(() => filterTasks(tasks ?? [], filters), [tasks, filters]);
  const active = filtersActive(filters);
  const totals = useTaskTotals(entity.id, year, filters, active);
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate("tasks.taskCosts")}
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ mode: "add" })}>
            {translate("tasks.addNewTask")}
          </Button>
        )}
      </Box>
      <CategoryTiles tasks={tasks} categories={categories} />
      <Card>
        <CardHeader title={translate("tasks.recentTasks")} slotProps={{ title: { variant: "h6", fontWeight: 700 } }} />
        <CardContent sx={{ pt: 0 }}>
          <TaskFilters value={filters} onChange={setFilters} categories={categories} fields={fields} />
          {active && <FiltersBanner count={shown.length} totals={totals.data} onClear={() => setFilters(NO_FILTERS)} />}
          {error && <Alert severity="error">{errorMessage(error, translate("tasks.failedToLoadTasks"))}</Alert>}
          {isPending && [0, 1, 2].map((i) => <Skeleton key={i} height={48} />)}
          {tasks && shown.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
              {tasks.length === 0 ? translate("tasks.noTasksRecordedForCrop", { year }) : translate("tasks.noTasksMatchTheFilters")}
            </Typography>
          )}
          {shown.length > 0 && (
            <TaskTable tasks={shown} categories={categories} canEdit={canEdit} onEdit={(task) => setOpen({ mode: "edit", task })} onCopy={(task) => setOpen({ mode: "copy", task })} />
          )}
        </CardContent>
      </Card>
      {open && <TaskDialog mode={open.mode} task={open.mode === "add" ? undefined : open.task} entityId={entity.id} cropYear={year} onClose={() => setOpen(null)} />}
    </Box>
  );
}
