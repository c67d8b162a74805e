import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import type { User } from "../lib/types";
import { useToast } from "../lib/useToast";
import { OneTimePasswordDialog } from "./OneTimePasswordDialog";

/**
 * Reset password, for a user who forgot theirs: asked first (they are signed out on every device), then the server
 * makes a one-time password, shown once to hand over; the user chooses their own at next sign-in
 * (docs/decisions/first-password.md).
 */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);

  const reset = async () => {
    setBusy(true);
    try {
      const changed = await read(api.api.users[":id"].$put({ param: { id: String(user.id) }, json: { generatePassword: true } }));
      setPassword(changed.password ?? null);
    } catch (error) {
      toast.error(errorMessage(error, translate("users.reset.failed", { username: user.username })));
      onClose();
    } finally {
      setBusy(false);
    }
  };

  if (password) {
    return (
      <OneTimePasswordDialog
        title={translate("users.reset.done_title")}
        lead={translate("users.reset.done", { username: user.username })}
        warning={translate("users.reset.password_once", { username: user.username })}
        password={password}
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate("users.reset.title", { username: user.username })}</DialogTitle>
      <DialogContent>
        <Typography>{translate("users.reset.confirm", { username: user.username })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate("users.cancel")}
        </Button>
        <Button variant="contained" color="warning" disabled={busy} onClick={() => void reset()}>
          {translate("users.reset.reset")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
