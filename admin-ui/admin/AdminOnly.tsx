import LockIcon from "@mui/icons-material/Lock";
import { Card, CardContent, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { usePermissions, useTranslate } from "react-admin";
import type { Permissions } from "../authProvider";

/**
 * Keeps non-admins out of the admin screens: they see the denial text instead (the server refuses their calls
 * anyway). Nothing renders until the permissions have loaded, so no admin call is made by a non-admin.
 */
export function AdminOnly({ children, denial: denialText }: { children: ReactNode; denial?: string }) {
  const translate = useTranslate();
  const denial = denialText ?? translate("admin.onlyAdministratorsCanAccessThis");
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <CircularProgress size={24} />;
  if (!permissions?.isAdmin) {
    return (
      <Card>
        <CardContent sx={{ textAlign: "center", py: 6 }}>
          <LockIcon sx={{ fontSize: 48, color: "text.disabled" }} />
          <Typography variant="h6">{translate("admin.accessDenied")}</Typography>
          <Typography color="text.secondary">{denial}</Typography>
        </CardContent>
      </Card>
    );
  }
  return <>{children}</>;
}
