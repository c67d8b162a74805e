import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import LockResetIcon from "@mui/icons-material/LockReset";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { Button, Card, CardContent, CardHeader, CircularProgress, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useGetIdentity, useTranslate } from "react-admin";
import type { Role } from "../../api/client";
import { AddUserDialog } from "../admin/AddUserDialog";
import { EntityGrantsSelect } from "../admin/EntityGrantsSelect";
import { ResetPasswordDialog } from "../admin/ResetPasswordDialog";
import { RoleSelect } from "../admin/RoleSelect";
import { useEntities } from "../layout/useEntities";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import type { User } from "../lib/types";
import { useToast } from "../lib/useToast";
import { ReportFrame } from "../reports/ReportTable";

/**
 * Admins: every approved account with its role and the farm entities granted to it, each changeable at once, a
 * Reset password (a one-time password to hand over) and a Remove (each after a confirm; not on one's own account, whose
 * password is changed under Settings). The server keeps the last admin (DECISIONS.md) and says so.
 */
export function UsersCard({ sx }: { sx?: object }) {
  const translate = useTranslate();
  const toast = useToast();
  const client = useQueryClient();
  const { identity } = useGetIdentity();
  const { entities } = useEntities();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const users = useQuery({
    queryKey: ["settings-users"],
    queryFn: () => read(api.api.users.$get({ query: { sort: '["username","ASC"]', filter: '{"isApproved":true}' } })),
  });

  const change = async (user: User, json: { role?: Role; entityIds?: number[]; allEntities?: true }, success: string) => {
    try {
      await read(api.api.users[":id"].$put({ param: { id: String(user.id) }, json }));
      toast.success(success, translate(json.role ? "users.role_updated" : "users.entities_updated"));
    } catch (error) {
      toast.error(errorMessage(error, translate(json.role ? "users.role_failed" : "users.entities_failed")));
    }
    void client.invalidateQueries({ queryKey: ["settings-users"] });
  };

  const remove = async (user: User) => {
    if (!window.confirm(translate("users.confirm_remove", { username: user.username }))) return;
    try {
      await read(api.api.users[":id"].$delete({ param: { id: String(user.id) } }));
      toast.success(translate("users.removed", { username: user.username }), translate("users.removed_title"));
    } catch (error) {
      toast.error(errorMessage(error, translate("users.remove_failed")));
    }
    void client.invalidateQueries({ queryKey: ["settings-users"] });
  };

  return (
    <Card sx={sx ?? { mt: 3 }}>
      <CardHeader
        title={translate("users.title")}
        subheader={translate("users.subtitle")}
        action={
          <Button variant="contained" size="small" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} sx={{ whiteSpace: "nowrap" }}>
            {translate("users.add.button")}
          </Button>
        }
      />
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => { setResetting(null); void client.invalidateQueries({ queryKey: ["settings-users"] }); }} />}
      {adding && <AddUserDialog onClose={() => setAdding(false)} onCreated={() => void client.invalidateQueries({ queryKey: ["settings-users"] })} />}
      <CardContent>
        {users.isPending ? (
          <CircularProgress size={24} />
        ) : users.isError ? (
          <Typography color="error">{errorMessage(users.error, translate("users.load_failed"))}</Typography>
        ) : (
          <ReportFrame label={translate("users.title")}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate("users.username")}</TableCell>
                  <TableCell>{translate("users.display_name")}</TableCell>
                  <TableCell>{translate("users.role_label")}</TableCell>
                  <TableCell>{translate("users.entities_label")}</TableCell>
                  <TableCell align="right">{translate("users.actions")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.map((u) => (
                  <TableRow key={u.id} data-testid="user-row">
                    <TableCell>{u.username}</TableCell>
                    <TableCell>{u.displayName ?? ""}</TableCell>
                    <TableCell>
                      <RoleSelect
                        value={u.role}
                        onChange={(role) => void change(u, { role }, translate(`users.now_${role}`, { username: u.username }))}
                        label={translate("users.role_of", { username: u.username })}
                      />
                    </TableCell>
                    <TableCell>
                      <EntityGrantsSelect
                        entities={entities}
                        value={u.entityIds ?? []}
                        everyEntity={u.entityIds === null}
                        allEntities={u.allEntities}
                        onChange={(entityIds) => void change(u, { entityIds }, translate("users.entities_saved", { username: u.username }))}
                        onAllEntities={() => void change(u, { allEntities: true }, translate("users.entities_saved", { username: u.username }))}
                        label={translate("users.entities_of", { username: u.username })}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      {String(identity?.id) !== String(u.id) && (
                        <>
                          <Tooltip title={translate("users.reset.button", { username: u.username })}>
                            <IconButton size="small" aria-label={translate("users.reset.button", { username: u.username })} onClick={() => setResetting(u)}>
                              <LockResetIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={translate("users.remove_user", { username: u.username })}>
                            <IconButton size="small" color="error" aria-label={translate("users.remove_user", { username: u.username })} onClick={() => void remove(u)}>
                              <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ReportFrame>
        )}
      </CardContent>
    </Card>
  );
}
