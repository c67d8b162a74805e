import { Alert, AlertTitle } from "@mui/material";
import { useCallback, useMemo } from "react";
import { useNotify } from "react-admin";

type Kind = "success" | "error" | "info" | "warning";

/**
 * Toasts with a title and a description (spec 000 section 8), through react-admin's notification, which shows
 * one at a time. Error toasts use the destructive (red) style.
 */
export function useToast() {
  const notify = useNotify();
  const show = useCallback(
    (kind: Kind, title: string, description?: string) =>
      notify(
        <Alert severity={kind} variant="filled" role="status" data-testid="toast" sx={{ minWidth: 300, maxWidth: 420 }}>
          <AlertTitle sx={{ mb: description ? 0.5 : 0 }}>{title}</AlertTitle>
          {description}
        </Alert>,
        { type: kind },
      ),
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
