import { Button, CircularProgress, MenuItem, Select, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

interface PendingUser {
  id: number;
  username: string;
  displayName: string | null;
  createdAt: string;
}

type Role = "readonly" | "admin";

/** The pending approvals table: Approve with a role (readonly unless changed, DECISIONS.md) or Reject (after a confirm). */
export function PendingUsers() {
  const toast = useToast();
  const client = useQueryClient();
  const pending = useQuery({ queryKey: ["pending-users"], queryFn: () => read(api.api.admin["pending-users"].$get()) });
  const [roles, setRoles] = useState<Record<number, Role>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const act = async (user: PendingUser, verb: "approve" | "reject") => {
    // Rejecting removes the account: ask first, as every other removal does.
    if (verb === "reject" && !window.confirm(`Reject ${user.username}? Their account will be removed.`)) return;
    setBusy(user.id);
    try {
      if (verb === "approve") {
        await read(api.api.admin["approve-user"][":id"].$post({ param: { id: String(user.id) }, json: { role: roles[user.id] ?? "readonly" } }));
        toast.success("The user can now access the farm management system", "User Approved");
      } else {
        await read(api.api.admin["reject-user"][":id"].$post({ param: { id: String(user.id) } }));
        toast.success("The user account has been removed", "User Rejected");
      }
    } catch (error) {
      if (verb === "approve") toast.error(errorMessage(error, "Failed to approve user"), "Approval Failed");
      else toast.error(errorMessage(error, "Failed to reject user"), "Rejection Failed");
    }
    setBusy(null);
    void client.invalidateQueries({ queryKey: ["pending-users"] });
  };

  if (pending.isPending) return <CircularProgress size={24} />;
  if (pending.isError) return <Typography color="error">{errorMessage(pending.error, "Failed to load pending users")}</Typography>;
  if (pending.data.length === 0) return <Typography color="text.secondary">No users waiting for approval.</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Username</TableCell>
          <TableCell>Display Name</TableCell>
          <TableCell>Registered</TableCell>
          <TableCell>Role</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pending.data.map((u) => (
          <TableRow key={u.id} data-testid="pending-user">
            <TableCell>{u.username}</TableCell>
            <TableCell>{u.displayName ?? ""}</TableCell>
            <TableCell>{new Date(u.createdAt).toLocaleString("en-US")}</TableCell>
            <TableCell>
              <Select size="small" value={roles[u.id] ?? "readonly"} onChange={(e) => setRoles({ ...roles, [u.id]: e.target.value as Role })} inputProps={{ "aria-label": `Role for ${u.username}` }}>
                <MenuItem value="readonly">Read only</MenuItem>
                <MenuItem value="admin">Admin</MenuItem>
              </Select>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
              <Button size="small" variant="contained" disabled={busy === u.id} onClick={() => void act(u, "approve")} sx={{ mr: 1 }}>
                Approve
              </Button>
              <Button size="small" color="error" variant="outlined" disabled={busy === u.id} onClick={() => void act(u, "reject")}>
                Reject
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
