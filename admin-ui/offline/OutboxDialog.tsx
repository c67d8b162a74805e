import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { errorMessage } from "../lib/http";
import { shortDate } from "../lib/format";
import { FixEntryDialog } from "./FixEntryDialog";
import { type OutboxEntry, removeEntry, sendOutbox } from "./outbox";

/** The outbox's entries, oldest first: each one's state and the server's message, with Fix and Remove (confirmed). */
export function OutboxDialog({ entries, onClose }: { entries: OutboxEntry[]; onClose(): void }) {
  const translate = useTranslate();
  const [fixing, setFixing] = useState<OutboxEntry | null>(null);
  const [removing, setRemoving] = useState<OutboxEntry | null>(null);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="outbox-title">
      <DialogTitle id="outbox-title">{translate("offline.title")}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("offline.intro")}
        </Typography>
        {entries.length === 0 && <Typography>{translate("offline.empty")}</Typography>}
        <List disablePadding aria-label={translate("offline.title")}>
          {entries.map((entry) => (
            <ListItem key={entry.id} divider data-testid="outbox-entry" sx={{ display: "block", px: 0 }}>
              <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere", flex: 1, minWidth: 0 }}>{entry.label}</Typography>
                <Chip size="small" color={entry.status === "refused" ? "error" : "default"} label={translate(`offline.status.${entry.status}`)} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {translate("offline.created", { date: shortDate(entry.createdAt.slice(0, 10)) })}
              </Typography>
              {entry.error && (
                <Alert severity="error" sx={{ mt: 1 }} data-testid="outbox-error">
                  {errorMessage(entry.refusal ?? entry.error, entry.error)}
                </Alert>
              )}
              <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", mt: 1 }}>
                <Button size="small" onClick={() => setFixing(entry)}>
                  {translate("offline.fix")}
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(entry)}>
                  {translate("offline.remove")}
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void sendOutbox()} disabled={entries.length === 0}>
          {translate("offline.send_now")}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate("offline.close")}
        </Button>
      </DialogActions>
      {fixing && <FixEntryDialog entry={fixing} onClose={() => setFixing(null)} />}
      {removing && (
        <Dialog open onClose={() => setRemoving(null)} aria-labelledby="outbox-remove-title">
          <DialogTitle id="outbox-remove-title">{removing.label}</DialogTitle>
          <DialogContent>
            <Typography>{translate("offline.confirm_remove")}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(null)}>{translate("offline.cancel")}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                void removeEntry(removing.id);
                setRemoving(null);
              }}
            >
              {translate("offline.remove")}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}
