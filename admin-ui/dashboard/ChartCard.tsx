import { Card, CardContent, CardHeader, Skeleton, Typography } from "@mui/material";
import type { ReactElement } from "react";
import { useTranslate } from "react-admin";

interface Props {
  title: string;
  empty: boolean;
  loading: boolean;
  children: ReactElement;
}

/** A dashboard chart in its card, with its loading and empty states. */
export function ChartCard({ title, empty, loading, children }: Props) {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { variant: "h6", fontWeight: 700 } }} />
      <CardContent sx={{ pt: 0, height: 280 }}>
        {loading ? (
          <Skeleton variant="rounded" height="100%" />
        ) : empty ? (
          <Typography color="text.secondary">{translate("dashboard.noCostsRecordedForThis")}</Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
