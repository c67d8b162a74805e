import CloseIcon from "@mui/icons-material/Close";
import ReplayIcon from "@mui/icons-material/Replay";
import { Box, Chip, IconButton, LinearProgress, Typography } from "@mui/material";
import { formatMapSize } from "./file-size";
import type { UploadState } from "./upload-map";
import { useTranslate } from "react-admin";

export interface UploadItem {
  file: File;
  state: UploadState;
  progress: number;
  error?: string;
}

const COLOR: Record<UploadState, "default" | "primary" | "success" | "error" | "warning"> = {
  waiting: "default",
  preprocessing: "primary",
  uploading: "primary",
  postprocessing: "primary",
  paused: "warning",
  complete: "success",
  error: "error",
};

/** One chosen file in the upload dialog: name, size, state and progress; a failed one can be retried or removed. */
export function UploadItemRow({ item, onRemove, onRetry }: { item: UploadItem; onRemove?: () => void; onRetry?: () => void }) {
  const translate = useTranslate();
  return (
    <Box data-testid="upload-item" data-state={item.state} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
          {item.file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatMapSize(item.file.size)}
        </Typography>
        <Chip size="small" label={translate(`maps.state.${item.state}`)} color={COLOR[item.state]} />
        {onRetry && item.state === "error" && (
          <IconButton size="small" aria-label={translate("maps.retry", { name: item.file.name })} onClick={onRetry}>
            <ReplayIcon fontSize="small" />
          </IconButton>
        )}
        {onRemove && item.state !== "complete" && (
          <IconButton size="small" aria-label={translate("maps.remove", { name: item.file.name })} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <LinearProgress variant="determinate" value={item.progress} sx={{ mt: 1 }} color={item.state === "error" ? "error" : "primary"} />
      {item.error && (
        <Typography variant="caption" color="error">
          {item.error}
        </Typography>
      )}
    </Box>
  );
}
