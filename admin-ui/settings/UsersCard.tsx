import { Card, CardContent, CardHeader, CircularProgress, MenuItem, Select, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import type { User } from "../lib/types";
import { useToast } from "../lib/useToast";

/** Admins: every approved account with its role, changeable at once (DECISIONS.md: the last admin stays). */
export function UsersCard() {
  const toast = useToast();
  const client = useQueryClient();
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

  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader title="Users" subheader="Approved accounts and their roles" />
      <CardContent>
        {users.isPending ? (
          <CircularProgress size={24} />
        ) : users.isError ? (
          <Typography color="error">{errorMessage(users.error, "Failed to load users")}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Username</TableCell>
                <TableCell>Display Name</TableCell>
                <TableCell>Role</TableCell>
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
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
