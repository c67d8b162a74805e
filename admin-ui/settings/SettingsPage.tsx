import { Box, Typography } from "@mui/material";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { LanguageCard } from "./LanguageCard";
import { PasswordCard } from "./PasswordCard";
import { ProfileCard } from "./ProfileCard";
import { SessionsCard } from "./SessionsCard";
import { UsersCard } from "./UsersCard";
import { useTranslate } from "react-admin";

/** The Settings tab: your own display name, password and language, signing out everywhere; for admins, every account and its role. */
export function SettingsPage() {
  const translate = useTranslate();
  const { isAdmin } = useCanEdit();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {translate("settings.settings")}
      </Typography>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { md: "1fr 1fr" }, alignItems: "start" }}>
        <ProfileCard />
        <PasswordCard />
        <LanguageCard />
        <SessionsCard />
      </Box>
      {isAdmin && <UsersCard />}
    </Box>
  );
}
