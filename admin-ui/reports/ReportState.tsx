import { Box, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { errorMessage } from "../lib/http";
import { useTranslate } from "react-admin";

/** Loading text, the server's error, or the report. */
export function ReportState({ query, loading: loadingText, children }: { query: { isPending: boolean; isError: boolean; error: unknown }; loading?: string; children: () => ReactNode }) {
  const translate = useTranslate();
  const loading = loadingText ?? translate("reports.loading");
  if (query.isError) return <Typography color="error">{errorMessage(query.error, translate("reports.failedToLoadTheReport"))}</Typography>;
  if (query.isPending) {
    return (
      <Box role="status" aria-busy="true" sx={{ display: "flex", gap: 2, alignItems: "center", py: 4 }}>
        <CircularProgress size={20} />
        <Typography>{loading}</Typography>
      </Box>
    );
  }
  return <>{children()}</>;
}
