import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import type { Role } from "../../api/client";
import { useEntities } from "../layout/useEntities";
import { EntityGrantsSelect } from "./EntityGrantsSelect";
import { RoleSelect } from "./RoleSelect";

interface Props {
  username: string;
  busy: boolean;
  onApprove(role: Role, entityIds: number[] | undefined): void;
  onClose(): void;
}

/**
 * Approve a pending account with a role (read only unless changed) and the entities it may reach. Left as offered,
 * the account reaches every entity, present and future (the server's `allEntities`); a changed list is explicit.
 */
export function ApproveDialog({ username, busy, onApprove, onClose }: Props) {
  const translate = useTranslate();
  const { entities } = useEntities();
  const [role, setRole] = useState<Role>("readonly");
  const [entityIds, setEntityIds] = useState<number[] | null>(null);
  const ids = entityIds ?? entities.map((e) => e.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate("users.approve_title", { username })}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <Box sx={{ display: "grid", gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {translate("users.role_label")}
          </Typography>
          <RoleSelect value={role} onChange={setRole} label={translate("users.role_for", { username })} />
        </Box>
        <Box sx={{ display: "grid", gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {translate("users.entities_label")}
          </Typography>
          <EntityGrantsSelect entities={entities} value={ids} onChange={setEntityIds} label={translate("users.entities_for", { username })} everyEntity={role === "admin"} allEntities={entityIds === null} live fullWidth />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("users.cancel")}</Button>
        <Button variant="contained" disabled={busy} onClick={() => onApprove(role, role === "admin" || entityIds === null ? undefined : ids)}>
          {translate("users.approve")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
