import { Alert, AlertTitle, Button } from "@mui/material";
import type { FallbackProps } from "react-error-boundary";
import { useTranslate } from "react-admin";

/** A screen that failed to render: say so and offer a retry instead of a blank page. */
export function LayoutError({ error, resetErrorBoundary }: FallbackProps) {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button onClick={resetErrorBoundary}>{translate("layout.tryAgain")}</Button>}>
      <AlertTitle>{translate("layout.somethingWentWrong")}</AlertTitle>
      {error instanceof Error ? error.message : String(error)}
    </Alert>
  );
}
