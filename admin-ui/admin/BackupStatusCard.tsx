import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Typography } from "@mui/material";
import type { BackupStatus } from "./useBackup";
import { useTranslate } from "react-admin";

/** Shown after the first backup: the progress, then the archive's details or the failure text. */
export function BackupStatusCard({ status }: { status: BackupStatus }) {
  const translate = useTranslate();
  if (status.phase === "idle") return null;
  const r = status.phase === "success" ? status.result : undefined;
  return (
    <Card data-testid="backup-status" sx={{ mt: 3 }}>
      <CardHeader title={translate("admin.backupStatus")} />
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
          <LinearProgress variant="determinate" value={status.progress} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
          <Typography data-testid="backup-progress">{status.progress}%</Typography>
        </Box>
        {status.phase === "success" && r && (
          <Box sx={{ mt: 2, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5 }}>
            <Typography color="text.secondary">{translate("admin.databaseBackupFile")}</Typography>
            <Typography data-testid="backup-file">{r.databaseFile}</Typography>
            <Typography color="text.secondary">{translate("admin.filesBackedUp")}</Typography>
            <Typography>{r.filesCount ?? 0}</Typography>
            <Typography color="text.secondary">{translate("admin.totalSize")}</Typography>
            <Typography>{r.totalSize || translate("admin.unknown")}</Typography>
            <Typography color="text.secondary">{translate("admin.location")}</Typography>
            <Typography data-testid="backup-location">{r.location}</Typography>
          </Box>
        )}
        {status.phase === "error" && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="backup-error">
            {status.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
