import { Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A small figure card under a report (Income Summary, Total Fields ...). */
export function SummaryCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h6" component="div" sx={{ fontWeight: 700 }} data-testid={testId}>
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}
