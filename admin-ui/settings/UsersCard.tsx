import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Card, CardContent, CardHeader, CircularProgress, IconButton, MenuItem, Select, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useGetIdentity } from "react-admin";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import type { User } from "../lib/types";
import { useToast } from "../lib/useToast";

/**
 * Admins: every approved account with its role, changeable at once, and a Remove (after a confirm; not one's own
 * account). The server keeps the last admin (DECISIONS.md) and says so when asked to drop it.
 */
export function UsersCard({ sx }: { sx?: object }) {
  const toast = useToast();
  const client = useQueryClient();
  const { identity } = useGetIdentity();
  const users = useQuery({
    queryKey: ["settings-users"],
    queryFn: () => read(api.api.users.$get({ query: { sort: '["username","ASC"]', filter: '{"isApproved":true}' } })),
  });

  const setRole = async (user: User, role: string) => {
    try {
      await read(api.api.users[":id"].$put({ param: { id: String(user.id) }, json: { role: role as "admin" | "readonly" } }));
      toast.success(`${user.username} is now ${role === "admin" ? "an admin" : "read only"}`, "Role Updated");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to update role"));
    }
    void client.invalidateQueries({ queryKey: ["settings-users"] });
  };

  const remove = async (user: User) => {
    if (!window.confirm(`Remove ${user.username}? They will be signed out and can no longer sign in.`)) return;
    try {
      await read(api.api.users[":id"].$delete({ param: { id: String(user.id) } }));
      toast.success(`${user.username} has been removed`, "User Removed");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to remove user"));
    }
    void client.invalidateQueries({ queryKey: ["settings-users"] });
  };

  return (
    <Card sx={sx ?? { mt: 3 }}>
      <CardHeader title="Users" subheader="Approved accounts and their roles" />
      <CardContent>
        {users.isPending ? (
          <CircularProgress size={24} />
        ) : users.isError ? (
          <Typography color="error">{errorMessage(users.error, "Failed to load users")}</Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Username</TableCell>
                  <TableCell>Display Name</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell align="right">Remove</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.map((u) => (
                  <TableRow key={u.id} data-testid="user-row">
                    <TableCell>{u.username}</TableCell>
                    <TableCell>{u.displayName ?? ""}</TableCell>
                    <TableCell>
                      <Select size="small" value={u.role === "admin" ? "admin" : "readonly"} onChange={(e) => void setRole(u, e.target.value)} inputProps={{ "aria-label": `Role of ${u.username}` }}>
                        <MenuItem value="readonly">Read only</MenuItem>
                        <MenuItem value="admin">Admin</MenuItem>
                      </Select>
                    </TableCell>
                    <TableCell align="right">
                      {String(identity?.id) !== String(u.id) && (
                        <Tooltip title={`Remove ${u.username}`}>
                          <IconButton size="small" color="error" aria-label={`Remove ${u.username}`} onClick={() => void remove(u)}>
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
