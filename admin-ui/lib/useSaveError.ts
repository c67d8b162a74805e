import { HttpError, useTranslate } from "react-admin";
import { errorMessage } from "./http";
import { useToast } from "./useToast";

/**
 * A react-admin form's `onError`: a 400 naming inputs is shown under them (react-admin's own handling of
 * `body.errors`); anything else (a 409 such as a name already taken) is a toast in the user's words and language
 * (lib/error-messages.ts), not the server's English.
 * @example <Create mutationOptions={{ onError: useSaveError() }}>
 */
export function useSaveError(fallbackKey = "inputs.couldNotSave") {
  const translate = useTranslate();
  const toast = useToast();
  return (error: unknown) => {
    const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
    if (fields && Object.keys(fields).length > 0) return;
    toast.error(errorMessage(error, translate(fallbackKey)));
  };
}
