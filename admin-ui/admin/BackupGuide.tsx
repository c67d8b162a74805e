import { Card, CardContent, CardHeader, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

// Catalogue keys (admin-ui/i18n/messages/backup.ts), in the order an office does them.
const STEPS = ["backup.stepPlugIn", "backup.stepPick", "backup.stepCreate", "backup.stepKeepAway"];

/** What a backup drive is and the four steps of a backup, in plain words. */
export function BackupGuide() {
  const translate = useTranslate();
  return (
    <Card data-testid="backup-guide">
      <CardHeader title={translate("backup.whatIsADrive")} slotProps={{ title: { component: "h2", variant: "h6" } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography sx={{ mb: 1 }}>{translate("backup.driveExplained")}</Typography>
        <Typography component="ol" sx={{ pl: 3, m: 0, "& li": { mb: 0.5 } }}>
          {STEPS.map((key) => (
            <li key={key}>{translate(key, { create: translate("backup.create") })}</li>
          ))}
        </Typography>
      </CardContent>
    </Card>
  );
}
