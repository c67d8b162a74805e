import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** What an empty list says instead of react-admin's default: what the list holds and how to add the first one. */
export function EmptyList({ message, hint, children }: { message: string; hint?: string; children?: ReactNode }) {
  return (
    <Box sx={{ py: 4, px: 2, textAlign: "center" }} data-testid="empty-list">
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {message}
      </Typography>
      {hint && <Typography color="text.secondary" sx={{ mb: 2 }}>{hint}</Typography>}
      {children && <Box sx={{ display: "flex", gap: 1, justifyContent: "center", flexWrap: "wrap" }}>{children}</Box>}
    </Box>
  );
}
