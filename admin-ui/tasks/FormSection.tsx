import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled block of the task form. */
export function FormSection({ title, action, children, testId }: { title: string; action?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <Box sx={{ mt: 2, p: 2, border: 1, borderColor: "divider", borderRadius: 2 }} data-testid={testId}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
