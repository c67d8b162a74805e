import { Button, Card, CardContent, CardHeader, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { useLogout } from "react-admin";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

/**
 * Sign out everywhere (a lost phone, a shared computer): ends every session of yours, this one included, after a
 * confirmation. API tokens (farmctl in cron) are separate credentials and keep working; revoke those in farmctl.
 */
export function SessionsCard() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const logout = useLogout();

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      const res = await api.api.auth["logout-everywhere"].$post();
      if (!res.ok) await read(Promise.resolve(res)); // 204 has no body; a failure throws with the server's message
      setOpen(false);
      await logout();
    } catch (error) {
      toast.error(errorMessage(error, "Failed to sign out everywhere"));
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title="Signed-in Browsers" />
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Signed in on a computer you no longer use, or lost a phone? Sign out of every browser and device at once, this one
          included. API tokens used by farmctl are not affected.
        </Typography>
        <Button variant="outlined" color="warning" onClick={() => setOpen(true)} sx={{ justifySelf: "start" }}>
          Sign out everywhere
        </Button>
      </CardContent>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="sign-out-everywhere-title">
        <DialogTitle id="sign-out-everywhere-title">Sign out everywhere?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every browser and device signed in as you is signed out, this one too; you will need your password to sign in
            again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" color="warning" onClick={() => void signOutEverywhere()} disabled={busy}>
            Sign out everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
