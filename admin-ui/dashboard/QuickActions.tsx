import AddIcon from "@mui/icons-material/Add";
import AssessmentIcon from "@mui/icons-material/Assessment";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Button, Card, CardContent, CardHeader, Stack } from "@mui/material";
import { memo, useState } from "react";
import { useNavigate, useTranslate } from "react-admin";
import { lazyScreen } from "../lib/lazy-screen";
import type { Entity } from "../lib/types";
import { useMayChange } from "../lib/usePermissionsInfo";
import { NetworkAccess } from "./NetworkAccess";

// The dialogs (task form with its validation, CSV import) load when opened, not with the dashboard.
const TaskDialog = lazyScreen(() => import("../tasks/TaskDialog"), (m) => m.TaskDialog, null);
const FieldCreateDialog = lazyScreen(() => import("../fields/FieldCreateDialog"), (m) => m.FieldCreateDialog, null);
const BulkImportDialog = lazyScreen(() => import("./BulkImportDialog"), (m) => m.BulkImportDialog, null);

/**
 * Add New Task, Add New Field and Bulk Import for editors; Generate Report for everyone. Memoized: the dashboard's
 * other parts answering does not render it again.
 */
export const QuickActions = memo(QuickActionsContent);

function QuickActionsContent({ entity, year }: { entity: Entity; year: number }) {
  const translate = useTranslate();
  const tasks = useMayChange("tasks");
  const fields = useMayChange("fields");
  const navigate = useNavigate();
  const [open, setOpen] = useState<"task" | "field" | "import" | null>(null);
  const close = () => setOpen(null);
  return (
    <Card sx={{ height: "100%" }}>
      <CardHeader title={translate("dashboard.quickActions")} slotProps={{ title: { variant: "h6", fontWeight: 700 } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1}>
          {tasks.create && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen("task")}>
              {translate("dashboard.addNewTask")}
            </Button>
          )}
          {fields.create && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen("field")}>
              {translate("dashboard.addNewField")}
            </Button>
          )}
          {tasks.create && (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen("import")}>
              {translate("dashboard.bulkImport")}
            </Button>
          )}
          <Button variant="outlined" startIcon={<AssessmentIcon />} onClick={() => navigate("/reports")}>
            {translate("dashboard.generateReport")}
          </Button>
        </Stack>
        <NetworkAccess />
      </CardContent>
      {open === "task" && <TaskDialog mode="add" entityId={entity.id} cropYear={year} onClose={close} />}
      {open === "field" && <FieldCreateDialog entityId={entity.id} onClose={close} />}
      {open === "import" && <BulkImportDialog entity={entity} onClose={close} />}
    </Card>
  );
}
