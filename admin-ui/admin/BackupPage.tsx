import { Alert, Box, Button, Card, CardContent, CardHeader, Checkbox, FormControlLabel, List, ListItem, ListItemText, TextField, Typography } from "@mui/material";
import { useCallback, useState } from "react";
import { useTranslate } from "react-admin";
import { useQueryClient } from "@tanstack/react-query";
import { useDebouncedValue } from "../lib/useDebouncedValue";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { BackupArchives } from "./BackupArchives";
import { type BackupDrive, BackupDriveList } from "./BackupDriveList";
import { BackupGuide } from "./BackupGuide";
import { BackupStatusCard } from "./BackupStatusCard";
import { useBackup } from "./useBackup";

// Catalogue keys (admin-ui/i18n/messages/admin.ts).
const CONTENTS = ["admin.contentsDatabase", "admin.contentsConfiguration", "admin.contentsLogs", "admin.contentsFiles"];

/** /admin/backup: what a backup drive is, the drives the server sees, the folder, a backup, and the archives there. */
export function BackupPage() {
  const translate = useTranslate();
  return (
    <AdminOnly>
      <AdminHeader title={translate("admin.backupManagement")} subtitle={translate("admin.backUpTheWholeSystem")} />
      <Backup />
    </AdminOnly>
  );
}

function Backup() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [path, setPath] = useState("");
  const [allowSystemDisk, setAllowSystemDisk] = useState(false);
  const [archiveJob, setArchiveJob] = useState<"verify" | "restore" | null>(null);
  const folder = useDebouncedValue(path.trim(), 400);
  const { status, testing, verdict, running, testPath, create, clearVerdict } = useBackup(() => {
    // A list read still on its way began before the new archive was written; react-query would hand that answer to
    // the refetch instead of asking again (a first read is shared, not restarted), so it is cancelled first.
    for (const queryKey of [["backup-archives"], ["backup-drives"]]) {
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
    }
  });
  const pick = useCallback(
    (drive: BackupDrive) => {
      setPath(drive.folder);
      clearVerdict();
    },
    [clearVerdict],
  );
  // The only drive, picked by itself: a folder typed meanwhile (while the drive list loaded) is kept.
  const autoPick = useCallback((drive: BackupDrive) => setPath((typed) => (typed.trim() ? typed : drive.folder)), []);
  const busy = running || testing || archiveJob !== null;
  // Whenever a button is disabled the line beside it says why.
  const why = !path.trim() ? translate("backup.whyNoFolder") : busy ? translate("backup.whyBusy") : "";
  return (
    <>
      <BackupGuide />
      <BackupDriveList chosen={path.trim()} onPick={pick} onAutoPick={autoPick} />
      <Card sx={{ mt: 3 }}>
        <CardHeader title={translate("admin.createBackup")} slotProps={{ title: { component: "h2", variant: "h6" } }} />
        <CardContent sx={{ pt: 0 }}>
          <TextField
            fullWidth
            label={translate("backup.folder")}
            value={path}
            onChange={(e) => {
              setPath(e.target.value);
              clearVerdict();
            }}
            helperText={translate("backup.folderHelp")}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={allowSystemDisk}
                onChange={(e) => {
                  setAllowSystemDisk(e.target.checked);
                  clearVerdict();
                }}
              />
            }
            label={translate("backup.allowSystemDisk")}
          />
          {allowSystemDisk && (
            <Alert severity="warning" data-testid="system-disk-warning">
              {translate("backup.systemDiskWarning")}
            </Alert>
          )}
          <Box sx={{ display: "flex", gap: 2, mt: 2, flexWrap: "wrap", alignItems: "center" }}>
            <Button variant="outlined" disabled={!!why} onClick={() => void testPath(path, allowSystemDisk)}>
              {testing ? translate("backup.testing") : translate("backup.testFolder")}
            </Button>
            <Button variant="contained" disabled={!!why} onClick={() => void create(path, allowSystemDisk)}>
              {running ? translate("backup.creating") : translate("backup.create")}
            </Button>
            {why && (
              <Typography variant="body2" color="text.secondary" data-testid="backup-why-disabled">
                {why}
              </Typography>
            )}
          </Box>
          {verdict && (
            <Alert severity={verdict.ok ? "success" : "warning"} sx={{ mt: 2 }} data-testid="folder-verdict">
              {verdict.text}
            </Alert>
          )}
        </CardContent>
      </Card>
      <BackupStatusCard status={status} />
      <BackupArchives folder={folder} busy={busy} onBusy={setArchiveJob} />
      <Card sx={{ mt: 3 }}>
        <CardHeader title={translate("admin.whatGetsBackedUp")} slotProps={{ title: { component: "h2", variant: "h6" } }} />
        <List dense>
          {CONTENTS.map((c) => (
            <ListItem key={c}>
              <ListItemText primary={translate(c)} />
            </ListItem>
          ))}
        </List>
      </Card>
    </>
  );
}
