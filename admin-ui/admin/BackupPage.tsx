import { Box, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { api, read } from "../lib/api";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { BackupStatusCard } from "./BackupStatusCard";
import { useBackup } from "./useBackup";

const CONTENTS = [
  "Complete database (entities, fields, tasks, crop years, users)",
  "Configuration files and settings",
  "System logs and audit trails",
  "Application files and assets",
];
const STEPS = [
  "Connect an external drive (USB drive or external hard disk)",
  "At least 1GB free space recommended",
  "Note the drive letter (Windows) or mount path (Linux) and enter it above",
  "Contact your system administrator to restore from a backup",
];

/** /admin/backup: test a folder, then write one full backup archive into it. */
export function BackupPage() {
  return (
    <AdminOnly>
      <AdminHeader title="Backup Management" subtitle="Back up the whole system to an external drive" />
      <Backup />
    </AdminOnly>
  );
}

function Backup() {
  const [path, setPath] = useState("");
  // The default folder depends on the server's platform (E:\FarmBackups on Windows, a mount path on Linux): ask it.
  useEffect(() => {
    let live = true;
    read(api.api.backup.defaults.$get())
      .then(({ defaultPath }) => {
        if (live) setPath((typed) => typed || defaultPath);
      })
      .catch(() => undefined); // the field stays empty; the user types a folder
    return () => {
      live = false;
    };
  }, []);
  const { status, testing, running, testPath, create } = useBackup();
  const blocked = !path.trim() || running || testing;
  return (
    <>
      <Card>
        <CardHeader title="Create Backup" subheader="Choose the folder the backup archive is written to" />
        <CardContent>
          <TextField
            fullWidth
            label="Backup Path"
            value={path}
            onChange={(e) => setPath(e.target.value)}
            placeholder="e.g. E:\FarmBackups (Windows) or /media/usb-drive/backups (Linux)"
          />
          <Box sx={{ display: "flex", gap: 2, mt: 2 }}>
            <Button variant="outlined" disabled={blocked} onClick={() => void testPath(path)}>
              Test Path
            </Button>
            <Button variant="contained" disabled={blocked} onClick={() => void create(path)}>
              {running ? "Creating Backup..." : "Create Full Backup"}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <BackupStatusCard status={status} />
      <Box sx={{ display: "grid", gap: 3, mt: 3, gridTemplateColumns: { md: "1fr 1fr" } }}>
        <Card>
          <CardHeader title="What Gets Backed Up" />
          <List dense>
            {CONTENTS.map((c) => (
              <ListItem key={c}>
                <ListItemText primary={c} />
              </ListItem>
            ))}
          </List>
        </Card>
        <Card>
          <CardHeader title="Backup Instructions" />
          <List dense>
            {STEPS.map((s, i) => (
              <ListItem key={s}>
                <ListItemText primary={`${i + 1}. ${s}`} />
              </ListItem>
            ))}
          </List>
        </Card>
      </Box>
    </>
  );
}
