import { Alert, Box, Card, CardContent, List, ListItem, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { useEntities } from "../layout/useEntities";
import { api, read } from "../lib/api";
import { shortDate } from "../lib/format";
import { errorMessage } from "../lib/http";
import { PageHeading } from "../lib/PageHeading";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { HoursForm } from "./HoursForm";
import { StatusChip } from "./StatusChip";
import { WeekAtAGlance } from "./WeekAtAGlance";
import { hoursText, listQuery } from "./words";

/** /time: a crew account records its own hours; the office sees a week at a glance and approves it. */
export function TimePage() {
  const { isCrew } = useCanEdit();
  return isCrew ? <CrewHours /> : <WeekAtAGlance />;
}

/** A crew account's phone screen: the hours form, then its own entries with their status (never money). */
function CrewHours() {
  const translate = useTranslate();
  const { selected } = useEntities();
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: ["time-entries", "mine"],
    queryFn: () => read(api.api["time-entries"].$get({ query: { ...listQuery({}, ["date", "DESC"]), range: JSON.stringify([0, 49]) } })),
  });
  const entries = mine.data ?? [];
  return (
    <Box sx={{ maxWidth: 720, mx: "auto", display: "grid", gap: 2 }} data-testid="crew-hours">
      <PageHeading title={translate("labor.recordHours")} subtitle={translate("labor.recordHoursHint")} />
      <Card>
        <CardContent>
          {selected ? (
            <HoursForm
              key={selected.id}
              entityId={selected.id}
              office={false}
              recent={entries.filter((e) => e.entityId === selected.id)}
              onSaved={() => queryClient.invalidateQueries({ queryKey: ["time-entries"] })}
            />
          ) : (
            <Typography color="text.secondary">{translate("labor.noEntity")}</Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {translate("labor.yourHours")}
          </Typography>
          {mine.error && <Alert severity="error">{errorMessage(mine.error, translate("labor.couldNotLoad"))}</Alert>}
          {mine.data && entries.length === 0 && <Typography color="text.secondary">{translate("labor.noHoursYet")}</Typography>}
          <List disablePadding aria-label={translate("labor.yourHours")}>
            {entries.map((e) => (
              <ListItem key={e.id} divider data-testid="my-entry" sx={{ px: 0, display: "flex", gap: 1, alignItems: "flex-start" }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                    {e.taskName} · {e.fieldName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {shortDate(e.date)} · {translate("labor.hoursShort", { hours: hoursText(e.hours) })}
                    {e.machineName ? ` · ${e.machineName}` : ""}
                  </Typography>
                </Box>
                <StatusChip status={e.status} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}
