import { Alert, AlertTitle } from "@mui/material";
import type { ReactNode } from "react";

export type ToastKind = "success" | "error" | "info" | "warning";

/** The catalogue key of the spec's title for a toast that brings none (react-admin's own notices). */
export const DEFAULT_TITLES: Record<ToastKind, string> = { success: "layout.toastSuccess", error: "layout.toastError", info: "layout.info", warning: "layout.toastWarning" };

/** The one toast look (spec 000 section 8): a filled alert with a title and a description; errors in red. */
export function ToastAlert({ kind, title, description }: { kind: ToastKind; title: string; description?: ReactNode }) {
  return (
    <Alert severity={kind} variant="filled" role="status" data-testid="toast" sx={{ minWidth: { xs: 0, sm: 300 }, maxWidth: 420, width: { xs: "100%", sm: "auto" } }}>
      <AlertTitle sx={{ mb: description ? 0.5 : 0 }}>{title}</AlertTitle>
      {description}
    </Alert>
  );
}
