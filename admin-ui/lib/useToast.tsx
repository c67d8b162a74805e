import { useCallback, useMemo } from "react";
import { useNotify, useTranslate } from "react-admin";
import { DEFAULT_TITLES, ToastAlert, type ToastKind } from "../layout/ToastAlert";

/**
 * Toasts with a title and a description (spec 000 section 8), through react-admin's notification, which shows
 * one at a time. Error toasts use the destructive (red) style.
 */
export function useToast() {
  const notify = useNotify();
  const translate = useTranslate();
  const show = useCallback(
    (kind: ToastKind, title: string, description?: string) => notify(<ToastAlert kind={kind} title={title} description={description} />, { type: kind }),
    [notify],
  );
  return useMemo(
    () => ({
      success: (description: string, title = translate(DEFAULT_TITLES.success)) => show("success", title, description),
      error: (description: string, title = translate(DEFAULT_TITLES.error)) => show("error", title, description),
      show,
    }),
    [show, translate],
  );
}
