import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import { Box, IconButton, Tooltip, Typography } from "@mui/material";
import { useDelete, useRefresh, useTranslate } from "react-admin";
import type { Task } from "../lib/types";
import { useToast } from "../lib/useToast";

interface Props {
  task: Task;
  canEdit: boolean;
  onEdit(): void;
  onCopy(): void;
}

/** Edit, Copy and Delete for editors; 'View Only' for everyone else (spec 000 section 6). */
export function TaskRowActions({ task, canEdit, onEdit, onCopy }: Props) {
  const translate = useTranslate();
  const [deleteOne, { isPending }] = useDelete<Task>();
  const refresh = useRefresh();
  const toast = useToast();
  if (!canEdit) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate("tasks.viewOnly")}
      </Typography>
    );
  }
  const remove = () => {
    if (!window.confirm(translate("tasks.confirmDelete", { name: task.name }))) return;
    deleteOne(
      "tasks",
      { id: task.id, previousData: task },
      {
        onSuccess: () => {
          toast.success(translate("tasks.taskDeletedSuccessfully"));
          refresh();
        },
        onError: () => toast.error(translate("tasks.failedToDeleteTask")),
      },
    );
  };
  return (
    <Box sx={{ display: "flex", gap: 0.5, justifyContent: "flex-end" }}>
      <Tooltip title={translate("tasks.edit")}>
        <IconButton size="small" aria-label={translate("tasks.edit")} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate("tasks.copy")}>
        <IconButton size="small" aria-label={translate("tasks.copy")} onClick={onCopy}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate("tasks.delete")}>
        <IconButton size="small" aria-label={translate("tasks.delete")} color="error" onClick={remove} disabled={isPending}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
