import { Snackbar } from "@mui/material";
import { isValidElement, useCallback, useEffect, useState } from "react";
import { CloseNotificationContext, type NotificationPayload, useNotificationContext, useTakeUndoableMutation, useTranslate } from "react-admin";
import { SIDEBAR_WIDTH } from "./Sidebar";
import { DEFAULT_TITLES, ToastAlert, type ToastKind } from "./ToastAlert";
import { TOP_BAR_ID } from "./TopBar";
import { useIsSmall } from "./useIsSmall";

/** Laptops keep the spec's place, the bottom left of the main area, clear of the sidebar. */
const LAPTOP_SX = { left: { md: SIDEBAR_WIDTH + 16 } };
const FULL_WIDTH = { "& > div, & .MuiAlert-root": { width: "100%", maxWidth: "none" } };

/** How far down a small screen's toast goes: just under the top bar while it is in view, else near the top. */
function belowTopBar(): number {
  const bottom = document.getElementById(TOP_BAR_ID)?.getBoundingClientRect().bottom ?? 0;
  return Math.max(bottom, 0) + 8;
}

/**
 * The notification area: one toast at a time for 5 seconds (spec 000 section 9), at the bottom left of the main
 * area on a laptop and at the top under the top bar on a small screen, where a full-screen dialog keeps its actions
 * at the bottom: never over the top bar or a dialog's buttons. Every notice has the one toast look: the
 * product's own (useToast) come as ready alerts; react-admin's text notices get the same alert with a title.
 * An undoable mutation is committed when its notice closes, as react-admin's own Notification does.
 */
export function ToastNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const small = useIsSmall();
  const [top, setTop] = useState(8);
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notifications.length && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setTop(belowTopBar());
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
        anchorOrigin={small ? { vertical: "top", horizontal: "center" } : { vertical: "bottom", horizontal: "left" }}
        slotProps={{ transition: { onExited: exited } }}
        sx={small ? { top, left: 8, right: 8, transform: "none", ...FULL_WIDTH } : LAPTOP_SX}
      >
        <div>{content}</div>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
