import { Box, Chip, List, ListItem, Typography } from "@mui/material";
import type { KeyboardEvent } from "react";
import { acres, shortDate } from "../lib/format";
import { TaskAmount } from "../lib/TaskAmount";
import type { Category, Task } from "../lib/types";
import { CrewChip } from "./CrewChip";
import { TaskLaborLine } from "./TaskLaborLine";
import { TaskRowActions } from "./TaskRowActions";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

/**
 * A row's tappable part as a button (named by its text): focusable, and Enter or Space edits the task as a tap does.
 * No "Edit" in its name: the row's own Edit button keeps that name to itself.
 */
function editTarget(edit: () => void) {
  return {
    role: "button",
    tabIndex: 0,
    onClick: edit,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.target !== e.currentTarget || (e.key !== "Enter" && e.key !== " ")) return;
      e.preventDefault();
      edit();
    },
  };
}

interface Props {
  rows: Task[];
  categories: Category[] | undefined;
  canEdit: boolean;
  onEdit(task: Task): void;
  onCopy(task: Task): void;
}

/**
 * Recent Tasks on a phone (react-admin SimpleList style): one tappable row per task, its name, category, field,
 * date, acres and total, with the table's Edit, Copy and Delete. Tapping the row edits the task.
 */
export function TaskRowList({ rows, categories, canEdit, onEdit, onCopy }: Props) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  return (
    <List disablePadding aria-label={translate("tasks.recentTasks")}>
      {rows.map((task) => {
        const color = categories?.find((c) => c.id === task.categoryId)?.color ?? "#6b7280";
        return (
          <ListItem key={task.id} divider disableGutters data-testid="task-row" sx={{ display: "block", py: 1 }}>
            <Box
              {...(canEdit ? editTarget(() => onEdit(task)) : {})}
              sx={{ cursor: canEdit ? "pointer" : "default", minHeight: 48, borderRadius: 1, "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" } }}
            >
              <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
                <Typography variant="body1" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" }}>
                  {task.name}
                </Typography>
                <Typography variant="body1" sx={{ fontWeight: 700, whiteSpace: "nowrap" }} data-testid="task-total">
                  <TaskAmount task={task} />
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {task.fieldName} · {task.cropType || "N/A"} · {shortDate(task.date)} · {acres(task.acresCovered)} ac
              </Typography>
              <TaskLaborLine task={task} />
            </Box>
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mt: 0.5 }}>
              <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center" }}>
                <Chip label={categoryName(task.categoryName)} size="small" sx={{ bgcolor: `${color}1f`, color, fontWeight: 600 }} />
                <CrewChip task={task} />
              </Box>
              <TaskRowActions task={task} canEdit={canEdit} onEdit={() => onEdit(task)} onCopy={() => onCopy(task)} />
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
