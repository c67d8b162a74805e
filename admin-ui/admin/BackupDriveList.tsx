import UsbIcon from "@mui/icons-material/Usb";
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, LinearProgress, List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslate } from "react-admin";
import { api, read } from "../lib/api";

export interface BackupDrive {
  path: string;
  label: string;
  folder: string;
  free: string;
  total: string;
}

/**
 * The mounted drives the server can see (GET /api/backup/drives); picking one fills the backup folder with the
 * drive's FarmBackups. The only drive is picked by itself while no folder is chosen. No drive: what to do about it.
 */
export function BackupDriveList({ chosen, onPick, onAutoPick }: { chosen: string; onPick: (drive: BackupDrive) => void; onAutoPick: (drive: BackupDrive) => void }) {
  const translate = useTranslate();
  const drives = useQuery({ queryKey: ["backup-drives"], queryFn: () => read(api.api.backup.drives.$get()) });
  const list = drives.data?.drives ?? [];
  const only = list.length === 1 ? list[0] : undefined;
  // Once per visit: a folder the user clears afterwards stays cleared.
  const autoPicked = useRef(false);
  useEffect(() => {
    if (!only || autoPicked.current) return;
    autoPicked.current = true;
    if (!chosen) onAutoPick(only);
  }, [only, chosen, onAutoPick]);
  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader
        title={translate("backup.drives")}
        slotProps={{ title: { component: "h2", variant: "h6" } }}
        action={
          <Button onClick={() => void drives.refetch()} disabled={drives.isFetching}>
            {translate("backup.refresh")}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {drives.isFetching && <LinearProgress aria-label={translate("backup.loadingDrives")} sx={{ mb: 1 }} />}
        {drives.isError && <Alert severity="error">{translate("backup.drivesFailed")}</Alert>}
        {drives.isSuccess && list.length === 0 && (
          <Alert severity="warning" data-testid="no-drives">
            {translate("backup.noDrives")}
          </Alert>
        )}
        {list.length > 0 && (
          <List disablePadding data-testid="backup-drives">
            {list.map((d) => (
              <ListItemButton key={d.path} selected={chosen === d.folder} onClick={() => onPick(d)} sx={{ borderRadius: 1 }}>
                <ListItemIcon>
                  <UsbIcon />
                </ListItemIcon>
                <ListItemText
                  primary={d.label}
                  secondary={`${d.path} · ${translate("backup.driveSpace", { free: d.free, total: d.total })}`}
                  slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
                />
                {chosen === d.folder && (
                  <Box sx={{ ml: 1 }}>
                    <Chip size="small" color="primary" label={translate("backup.chosen")} />
                  </Box>
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
