import LockIcon from "@mui/icons-material/Lock";
import { Card, CardContent, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { ScreenEntry } from "./types";

/**
 * What a role reads on a registered screen it may not use (FarmLayout): the screen itself never mounts, so it
 * makes none of its calls. The same card and words as the admin screens' own denial (admin/AdminOnly.tsx).
 */
export function Denied({ screen }: { screen?: ScreenEntry }) {
  const translate = useTranslate();
  const adminOnly = screen?.roles.length === 1 && screen.roles[0] === "admin";
  const denial = screen?.denial ? `admin.${screen.denial}` : adminOnly ? "admin.onlyAdministratorsCanAccessThis" : "admin.notForYourAccount";
  return (
    <Card data-testid="screen-denied">
      <CardContent sx={{ textAlign: "center", py: 6 }}>
        <LockIcon sx={{ fontSize: 48, color: "text.disabled" }} />
        <Typography variant="h6">{translate("admin.accessDenied")}</Typography>
        <Typography color="text.secondary">{translate(denial)}</Typography>
      </CardContent>
    </Card>
  );
}
