import { Snackbar } from "@mui/material";
import { isValidElement, useCallback, useEffect, useState } from "react";
import { CloseNotificationContext, type NotificationPayload, useNotificationContext, useTakeUndoableMutation, useTranslate } from "react-admin";
import { SIDEBAR_WIDTH } from "./Sidebar";
import { DEFAULT_TITLES, ToastAlert, type ToastKind } from "./ToastAlert";

/**
 * The notification area: one toast at a time for 5 seconds (spec 000 section 9), at the bottom left of the main
 * area, where it covers neither the top bar nor a dialog's actions. Every notice has the one toast look: the
 * product's own (useToast) come as ready alerts; react-admin's text notices get the same alert with a title.
 * An undoable mutation is committed when its notice closes, as react-admin's own Notification does.
 */
export function ToastNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notifications.length && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    setCurrent(undefined);
  }, [current, takeMutation]);

  if (!current) return null;
  const kind = (current.type ?? "info") as ToastKind;
  const { autoHideDuration, messageArgs } = current.notificationOptions ?? {};
  const content = isValidElement(current.message) ? (
    current.message
  ) : (
    <ToastAlert kind={kind} title={translate(DEFAULT_TITLES[kind] ?? "layout.info")} description={translate(String(current.message), messageArgs)} />
  );
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        onClose={close}
        autoHideDuration={autoHideDuration === undefined ? 5000 : (autoHideDuration ?? undefined)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{ transition: { onExited: exited } }}
        sx={{ left: { md: SIDEBAR_WIDTH + 16 } }}
      >
        <div>{content}</div>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
