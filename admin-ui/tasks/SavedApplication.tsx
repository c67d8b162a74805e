import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { money, shortDate } from "../lib/format";
import { quantityText } from "./product-lines";
import type { TaskWithProducts } from "./task-form";
import type { RecostedTask } from "../lib/types";

export type { RecostedTask };

/**
 * What the server stored for a task that applied products: each line's quantity and cost, the material cost and the
 * total; then the other tasks the save re-costed (a back-dated application moves the average of later ones), those a
 * journal export already covered marked to be exported again. Shown in the task form's own dialog, in place of the form.
 */
export function SavedApplication({ task, onClose }: { task: TaskWithProducts & { recosted?: RecostedTask[] }; onClose(): void }) {
  const translate = useTranslate();
  const unitName = (u: string | null | undefined) => (u ? translate(`applications.unitNames.${u}`, { _: u }) : "");
  const recosted = task.recosted ?? [];
  return (
    <>
      <DialogTitle>{translate("applications.savedTitle", { name: task.name })}</DialogTitle>
      <DialogContent dividers data-testid="saved-application">
        {(task.products ?? []).map((line, i) => (
          <Box key={line.line ?? i} sx={{ display: "flex", justifyContent: "space-between", gap: 2, py: 0.5 }} data-testid="saved-product-line">
            <span>
              {line.productName} · {quantityText(line.stockQuantity ?? "0")} {unitName(line.stockUnit)}
            </span>
            <strong>{money(line.cost)}</strong>
          </Box>
        ))}
        <Box sx={{ borderTop: 1, borderColor: "divider", mt: 1, pt: 1, display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.5 }}>
          <span>{translate("applications.savedMaterialCost")}</span>
          <strong data-testid="saved-material-cost">{money(task.materialCost)}</strong>
          <span>{translate("applications.savedTotalCost")}</span>
          <strong data-testid="saved-total-cost">{money(task.totalCost)}</strong>
        </Box>
        {recosted.length > 0 && (
          <Alert severity={recosted.some((r) => r.exported) ? "warning" : "info"} sx={{ mt: 2 }} data-testid="recosted-notice">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate("applications.recostedTitle", { smart_count: recosted.length })}
            </Typography>
            {recosted.map((r) => (
              <Box key={r.taskId} sx={{ fontSize: 13 }}>
                {translate("applications.recostedLine", { name: r.taskName, date: shortDate(r.date), before: money(r.totalCostBefore), after: money(r.totalCostAfter) })}
                {r.exported && ` ${translate("applications.recostedExported")}`}
              </Box>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate("applications.close")}
        </Button>
      </DialogActions>
    </>
  );
}
