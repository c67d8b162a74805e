import { useCallback, useMemo } from "react";
import { useNotify } from "react-admin";
import { ToastAlert, type ToastKind } from "../layout/ToastAlert";

/**
 * Toasts with a title and a description (spec 000 section 8), through react-admin's notification, which shows
 * one at a time. Error toasts use the destructive (red) style.
 */
export function useToast() {
  const notify = useNotify();
  const show = useCallback(
    (kind: ToastKind, title: string, description?: string) => notify(<ToastAlert kind={kind} title={title} description={description} />, { type: kind }),
    [notify],
  );
  return useMemo(
    () => ({
      success: (description: string, title = "Success") => show("success", title, description),
      error: (description: string, title = "Error") => show("error", title, description),
      show,
    }),
    [show],
  );
}
