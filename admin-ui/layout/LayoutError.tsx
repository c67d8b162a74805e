import { Alert, AlertTitle, Button } from "@mui/material";
import type { FallbackProps } from "react-error-boundary";

/** A screen that failed to render: say so and offer a retry instead of a blank page. */
export function LayoutError({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <Alert severity="error" action={<Button onClick={resetErrorBoundary}>Try again</Button>}>
      <AlertTitle>Something went wrong</AlertTitle>
      {error instanceof Error ? error.message : String(error)}
    </Alert>
  );
}
