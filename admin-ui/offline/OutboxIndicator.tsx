import CloudOffIcon from "@mui/icons-material/CloudOff";
import ErrorIcon from "@mui/icons-material/ErrorOutlined";
import { Button } from "@mui/material";
import { lazy, Suspense, useState } from "react";
import { useTranslate } from "react-admin";
import { useOutbox } from "./useOutbox";

const OutboxDialog = lazy(() => import("./OutboxDialog").then((m) => ({ default: m.OutboxDialog })));

/**
 * The app bar's word on the outbox: "3 entries waiting to send" (or how many the server refused), shown while the
 * outbox holds anything; it opens the list of entries.
 */
export function OutboxIndicator() {
  const translate = useTranslate();
  const entries = useOutbox();
  const [open, setOpen] = useState(false);
  if (entries.length === 0 && !open) return null;
  const refused = entries.filter((e) => e.status === "refused").length;
  const waiting = entries.length - refused;
  const text = [waiting > 0 ? translate("offline.waiting", { smart_count: waiting }) : "", refused > 0 ? translate("offline.refused", { smart_count: refused }) : ""]
    .filter(Boolean)
    .join(" · ");
  return (
    <>
      {entries.length > 0 && (
        <Button
          variant="outlined"
          color={refused > 0 ? "error" : "warning"}
          size="small"
          startIcon={refused > 0 ? <ErrorIcon /> : <CloudOffIcon />}
          onClick={() => setOpen(true)}
          data-testid="outbox-indicator"
          sx={{ textTransform: "none", whiteSpace: "normal", textAlign: "left" }}
        >
          {text}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <OutboxDialog entries={entries} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
