import { Box, Card, CardContent, CardHeader, Chip, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { formatUsd } from "../../api/domain/money";
import { api, read } from "../lib/api";
import { shortDate } from "../lib/format";
import { useTranslate } from "react-admin";
import { type ReadOptions, SCREEN_READ } from "../lib/useFarmData";

/** GET /api/rent-due, read by the dashboard as it opens and shown by RentDue. */
export function useRentDue(options: ReadOptions = {}) {
  return useQuery({ queryKey: ["rent-due"], queryFn: () => read(api.api["rent-due"].$get({ query: {} })), ...options });
}

/**
 * Rent overdue and due in the next 30 days, after payments (GET /api/rent-due, every entity's leases: landlords
 * are shared). Shown only when something is open, so a farm without leases sees the dashboard it always had.
 */
export function RentDue() {
  const translate = useTranslate();
  const { data } = useRentDue(SCREEN_READ);
  if (!data || data.items.length === 0) return null;
  return (
    <Card data-testid="rent-due">
      <CardHeader
        title={translate("dashboard.rentDue")}
        subheader={translate("dashboard.overdueNextDays", { overdueTotal: formatUsd(data.overdueTotal), days: data.days, soonTotal: formatUsd(data.soonTotal) })}
        slotProps={{ title: { variant: "h6", fontWeight: 700 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {data.items.slice(0, 10).map((i) => (
          <Box key={`${i.leaseId}-${i.landlordId}-${i.date}-${i.kind}`} sx={{ display: "flex", gap: 2, alignItems: "center", py: 1, borderBottom: 1, borderColor: "divider" }}>
            <Chip size="small" label={i.status === "overdue" ? translate("dashboard.overdue") : translate("dashboard.due")} color={i.status === "overdue" ? "error" : "warning"} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                <Link to={`/landlords/${i.landlordId}/statement`}>{i.landlordName}</Link> · {i.fieldName} ({i.entityName})
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {shortDate(i.date)} · {i.kind} {translate("dashboard.cropYear")} {i.cropYear}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatUsd(i.open)}</Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
