import { Box, Typography } from "@mui/material";
import { useCanEdit } from "../lib/usePermissionsInfo";
import { PasswordCard } from "./PasswordCard";
import { ProfileCard } from "./ProfileCard";
import { SessionsCard } from "./SessionsCard";
import { UsersCard } from "./UsersCard";

/** The Settings tab: your own display name and password, signing out everywhere; for admins, every account and its role. */
export function SettingsPage() {
  const { isAdmin } = useCanEdit();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Settings
      </Typography>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { md: "1fr 1fr" }, alignItems: "start" }}>
        <ProfileCard />
        <PasswordCard />
        <SessionsCard />
      </Box>
      {isAdmin && <UsersCard />}
    </Box>
  );
}
