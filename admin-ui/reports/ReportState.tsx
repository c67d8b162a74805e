import { Box, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { errorMessage } from "../lib/http";

/** Loading text, the server's error, or the report. */
export function ReportState({ query, loading = "Loading...", children }: { query: { isPending: boolean; isError: boolean; error: unknown }; loading?: string; children: () => ReactNode }) {
  if (query.isError) return <Typography color="error">{errorMessage(query.error, "Failed to load the report")}</Typography>;
  if (query.isPending) {
    return (
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", py: 4 }}>
        <CircularProgress size={20} />
        <Typography>{loading}</Typography>
      </Box>
    );
  }
  return <>{children()}</>;
}
