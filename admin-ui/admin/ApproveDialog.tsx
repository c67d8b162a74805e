import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import type { Role } from "../../api/client";
import { useEntities } from "../layout/useEntities";
import { type EntityGrant, grantChosen } from "./EntityGrantsSelect";
import { RoleAndEntities } from "./RoleAndEntities";

interface Props {
  username: string;
  busy: boolean;
  onApprove(role: Role, entityIds: number[] | undefined): void;
  onClose(): void;
}

/**
 * Approve a pending account with a role (read only unless changed) and the entities it may reach. Nothing is chosen
 * at first: the admin picks "All entities, present and future" (the server's grant when no list is sent) or the
 * entities themselves, and Approve waits for that choice (an admin needs none: it reaches every entity). The entity
 * list scrolls inside the dialog, so Cancel and Approve stay in view.
 */
export function ApproveDialog({ username, busy, onApprove, onClose }: Props) {
  const translate = useTranslate();
  const { entities } = useEntities();
  const [role, setRole] = useState<Role>("readonly");
  const [grant, setGrant] = useState<EntityGrant | null>(null);
  const admin = role === "admin";
  const ready = admin || grantChosen(grant);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate("users.approve_title", { username })}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, alignContent: "start" }}>
        <RoleAndEntities
          role={role}
          onRole={setRole}
          entities={entities}
          grant={grant}
          onGrant={setGrant}
          roleLabel={translate("users.role_for", { username })}
          entitiesLabel={translate("users.entities_for", { username })}
          listMaxHeight="min(320px, 40vh)"
        />
        {!ready && (
          <Typography id="approve-needs-entities" variant="body2" color="text.secondary">
            {translate("users.approve_needs_entities", { username })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("users.cancel")}</Button>
        <Button
          variant="contained"
          disabled={busy || !ready}
          aria-describedby={ready ? undefined : "approve-needs-entities"}
          onClick={() => onApprove(role, admin || !grant || grant.all ? undefined : grant.ids)}
        >
          {translate("users.approve")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
