import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useToast } from "../lib/useToast";

interface Props {
  title: string;
  /** The sentence above the password ("jsmith can sign in now with this password:"). */
  lead: string;
  /** The warning under it: shown only now, hand it over, they choose their own. */
  warning: string;
  password: string;
  onClose(): void;
}

/**
 * A one-time password shown once, with Copy, for the admin to hand over (Add user, Reset password): the server
 * answers it once and keeps only its hash, so closing the dialog is the last time anyone sees it.
 */
export function OneTimePasswordDialog({ title, lead, warning, password, onClose }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, alignContent: "start" }}>
        <Typography>{lead}</Typography>
        <Box data-testid="one-time-password" sx={{ fontFamily: "monospace", fontSize: "1.25rem", p: 1.5, borderRadius: 1, bgcolor: "action.hover", wordBreak: "break-all" }}>
          {password}
        </Box>
        <Alert severity="warning">{warning}</Alert>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() =>
            void navigator.clipboard.writeText(password).then(
              () => toast.success(translate("users.add.copied")),
              () => toast.error(translate("users.add.copy_failed")),
            )
          }
        >
          {translate("users.add.copy")}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate("users.add.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
