import { Button, Card, CardContent, CardHeader, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { useLogout, useTranslate } from "react-admin";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

/**
 * Sign out everywhere (a lost phone, a shared computer): ends every session of yours, this one included, after a
 * confirmation. API tokens (farmctl in cron) are separate credentials and keep working; revoke those in farmctl.
 */
export function SessionsCard() {
  const translate = useTranslate();
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
      toast.error(errorMessage(error, translate("settings.failedToSignOutEverywhere")));
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={translate("settings.signedInBrowsers")} />
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate("settings.signedInOnAComputer")}
        </Typography>
        <Button variant="outlined" color="warning" onClick={() => setOpen(true)} sx={{ justifySelf: "start" }}>
          {translate("settings.signOutEverywhere")}
        </Button>
      </CardContent>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="sign-out-everywhere-title">
        <DialogTitle id="sign-out-everywhere-title">{translate("settings.signOutEverywhere2")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate("settings.everyBrowserAndDeviceSigned")}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate("settings.cancel")}
          </Button>
          <Button variant="contained" color="warning" onClick={() => void signOutEverywhere()} disabled={busy}>
            {translate("settings.signOutEverywhere")}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
