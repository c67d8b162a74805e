import { Card, CardContent, Skeleton } from "@mui/material";

/** A summary card while the figures load. */
export function StatCardSkeleton() {
  return (
    <Card data-testid="stat-card-loading">
      <CardContent>
        <Skeleton width="50%" />
        <Skeleton variant="rectangular" height={36} sx={{ my: 1 }} />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}
