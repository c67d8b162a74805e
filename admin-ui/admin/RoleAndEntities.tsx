import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Role } from "../../api/client";
import type { Entity } from "../lib/types";
import { type EntityGrant, EntityGrantsChoice } from "./EntityGrantsSelect";
import { RoleSelect } from "./RoleSelect";

interface Props {
  role: Role;
  onRole(role: Role): void;
  entities: Entity[];
  grant: EntityGrant | null;
  onGrant(grant: EntityGrant): void;
  /** The accessible names of the two controls (they may name the account). */
  roleLabel: string;
  entitiesLabel: string;
  /** How tall the entity list grows before it scrolls inside its dialog. */
  listMaxHeight: string;
}

/**
 * An account's role and the farm entities it may reach, as the approve and add-user dialogs ask for them: an admin
 * reaches every entity (said, not chosen); any other role chooses "All entities, present and future" or a list.
 */
export function RoleAndEntities({ role, onRole, entities, grant, onGrant, roleLabel, entitiesLabel, listMaxHeight }: Props) {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ display: "grid", gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {translate("users.role_label")}
        </Typography>
        <RoleSelect value={role} onChange={onRole} label={roleLabel} />
      </Box>
      <Box sx={{ display: "grid", gap: 0.5, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {translate("users.entities_label")}
        </Typography>
        {role === "admin" ? (
          <Typography variant="body2">{translate("users.every_entity")}</Typography>
        ) : (
          <EntityGrantsChoice entities={entities} value={grant} onChange={onGrant} label={entitiesLabel} listMaxHeight={listMaxHeight} />
        )}
      </Box>
    </>
  );
}
