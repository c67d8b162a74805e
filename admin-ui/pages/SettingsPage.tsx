import { Card, CardContent, Typography } from "@mui/material";

/** The settings tab is a placeholder (spec 000 section 2). */
export function SettingsPage() {
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          Settings
        </Typography>
        <Typography color="text.secondary">Settings page coming soon...</Typography>
      </CardContent>
    </Card>
  );
}
