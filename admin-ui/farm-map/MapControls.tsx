import AddIcon from "@mui/icons-material/Add";
import CenterFocusStrongIcon from "@mui/icons-material/CenterFocusStrong";
import RemoveIcon from "@mui/icons-material/Remove";
import { Alert, Box, Button, IconButton, Paper } from "@mui/material";
import { useTranslate } from "react-admin";

/** Zoom in, zoom out and show every field: buttons over the map's corner (pinch and the wheel do the same). */
export function MapControls({ onZoom, onFit }: { onZoom(delta: number): void; onFit(): void }) {
  const translate = useTranslate();
  return (
    <Paper elevation={2} sx={{ position: "absolute", top: 8, right: 8, display: "flex", flexDirection: "column" }}>
      <IconButton size="small" onClick={() => onZoom(1)} aria-label={translate("map.zoomIn")} title={translate("map.zoomIn")}>
        <AddIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" onClick={() => onZoom(-1)} aria-label={translate("map.zoomOut")} title={translate("map.zoomOut")}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" onClick={onFit} aria-label={translate("map.showEveryField")} title={translate("map.showEveryField")}>
        <CenterFocusStrongIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

interface ShapeBarProps {
  mode: "draw" | "edit";
  name: string;
  busy: boolean;
  onFinish(): void;
  onUndo(): void;
  onSave(): void;
  onCancel(): void;
}

/** What to do while a boundary is drawn or edited, and its buttons, above the map. */
export function ShapeBar({ mode, name, busy, onFinish, onUndo, onSave, onCancel }: ShapeBarProps) {
  const translate = useTranslate();
  const actions =
    mode === "draw" ? (
      <>
        <Button size="small" onClick={onUndo} disabled={busy}>{translate("map.undoCorner")}</Button>
        <Button size="small" variant="contained" onClick={onFinish} disabled={busy}>{translate("map.finishShape")}</Button>
      </>
    ) : (
      <Button size="small" variant="contained" onClick={onSave} disabled={busy}>{translate("map.saveBoundary")}</Button>
    );
  return (
    <Alert severity="info" data-testid="shape-bar" sx={{ alignItems: "center", "& .MuiAlert-message": { flex: 1, minWidth: 0 } }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
        <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>{translate(mode === "draw" ? "map.drawHelp" : "map.editHelp", { name })}</Box>
        {actions}
        <Button size="small" onClick={onCancel} disabled={busy}>{translate("map.cancel")}</Button>
      </Box>
    </Alert>
  );
}
