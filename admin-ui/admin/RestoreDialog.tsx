import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";

/**
 * Asks before a restore: what is replaced (everything on the server), what is lost (whatever came after the
 * backup), and the confirmation word typed out. Restore stays disabled, saying why, until the word matches.
 */
export function RestoreDialog({ made, onCancel, onConfirm }: { made: string; onCancel: () => void; onConfirm: () => void }) {
  const translate = useTranslate();
  const word = translate("backup.restoreWord");
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim() === word;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="restore-title" fullWidth maxWidth="sm">
      <DialogTitle id="restore-title">{translate("backup.restoreTitle", { made })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{translate("backup.restoreReplaces", { made })}</Typography>
        <Typography sx={{ mb: 2 }}>{translate("backup.restoreSignIn")}</Typography>
        <Typography sx={{ mb: 1, fontWeight: 600 }}>{translate("backup.restoreTypeWord", { word })}</Typography>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={translate("backup.restoreConfirmLabel", { word })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          helperText={confirmed ? " " : translate("backup.restoreWhyDisabled", { word })}
          slotProps={{ htmlInput: { autoComplete: "off", spellCheck: false } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onCancel}>{translate("backup.cancel")}</Button>
        <Button variant="contained" color="error" disabled={!confirmed} onClick={onConfirm}>
          {translate("backup.restore")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
