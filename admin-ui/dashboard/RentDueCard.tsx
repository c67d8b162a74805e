import { Box, Card, CardContent, CardHeader, Chip, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { formatUsd } from "../../api/client/rules";
import { shortDate } from "../lib/format";
import { useTranslate } from "react-admin";
import type { RentDueAnswer } from "./rent-due-read";

/** The Rent Due card: what is overdue and what falls due soon, each with its landlord's statement a click away. */
export function RentDueCard({ data }: { data: RentDueAnswer }) {
  const translate = useTranslate();
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
