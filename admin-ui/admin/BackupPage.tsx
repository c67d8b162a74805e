import { Box, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { api, read } from "../lib/api";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { BackupStatusCard } from "./BackupStatusCard";
import { useBackup } from "./useBackup";
import { useTranslate } from "react-admin";

// Catalogue keys (admin-ui/i18n/messages/admin.ts).
const CONTENTS = ["admin.contentsDatabase", "admin.contentsConfiguration", "admin.contentsLogs", "admin.contentsFiles"];
const STEPS = ["admin.stepConnect", "admin.stepSpace", "admin.stepNotePath", "admin.stepRestore"];

/** /admin/backup: test a folder, then write one full backup archive into it. */
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
        <CardHeader title={translate("admin.createBackup")} subheader={translate("admin.chooseTheFolderTheBackup")} />
        <CardContent>
          <TextField
            fullWidth
            label={translate("admin.backupPath")}
            value={path}
            onChange={(e) => setPath(e.target.value)}
            placeholder={translate("admin.eGEFarmbackupsWindows")}
          />
          <Box sx={{ display: "flex", gap: 2, mt: 2 }}>
            <Button variant="outlined" disabled={blocked} onClick={() => void testPath(path)}>
              {translate("admin.testPath")}
            </Button>
            <Button variant="contained" disabled={blocked} onClick={() => void create(path)}>
              {running ? translate("admin.creatingBackup") : translate("admin.createFullBackup")}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <BackupStatusCard status={status} />
      <Box sx={{ display: "grid", gap: 3, mt: 3, gridTemplateColumns: { md: "1fr 1fr" } }}>
        <Card>
          <CardHeader title={translate("admin.whatGetsBackedUp")} />
          <List dense>
            {CONTENTS.map((c) => (
              <ListItem key={c}>
                <ListItemText primary={translate(c)} />
              </ListItem>
            ))}
          </List>
        </Card>
        <Card>
          <CardHeader title={translate("admin.backupInstructions")} />
          <List dense>
            {STEPS.map((s, i) => (
              <ListItem key={s}>
                <ListItemText primary={`${i + 1}. ${translate(s)}`} />
              </ListItem>
            ))}
          </List>
        </Card>
      </Box>
    </>
  );
}
