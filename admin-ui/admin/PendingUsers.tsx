import { Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslate } from "react-admin";
import type { Role } from "../../api/client";
import { api, read } from "../lib/api";
import { dateTime } from "../lib/format";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { ApproveDialog } from "./ApproveDialog";

interface PendingUser {
  id: number;
  username: string;
  displayName: string | null;
  createdAt: string;
}

/**
 * The pending approvals table: Approve opens a dialog with the role (read only unless changed, DECISIONS.md) and
 * the entities granted; Reject removes the account after a confirm.
 */
export function PendingUsers() {
  const translate = useTranslate();
  const toast = useToast();
  const client = useQueryClient();
  const pending = useQuery({ queryKey: ["pending-users"], queryFn: () => read(api.api.admin["pending-users"].$get()) });
  const [approving, setApproving] = useState<PendingUser | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const done = () => {
    setBusy(null);
    void client.invalidateQueries({ queryKey: ["pending-users"] });
    void client.invalidateQueries({ queryKey: ["settings-users"] });
  };

  const approve = async (user: PendingUser, role: Role, entityIds: number[] | undefined) => {
    setBusy(user.id);
    try {
      await read(api.api.admin["approve-user"][":id"].$post({ param: { id: String(user.id) }, json: { role, entityIds } }));
      toast.success(translate("users.approved"), translate("users.approved_title"));
      setApproving(null);
    } catch (error) {
      toast.error(errorMessage(error, translate("users.approve_failed")), translate("users.approve_failed_title"));
    }
    done();
  };

  const reject = async (user: PendingUser) => {
    // Rejecting removes the account: ask first, as every other removal does.
    if (!window.confirm(translate("users.confirm_reject", { username: user.username }))) return;
    setBusy(user.id);
    try {
      await read(api.api.admin["reject-user"][":id"].$post({ param: { id: String(user.id) } }));
      toast.success(translate("users.rejected"), translate("users.rejected_title"));
    } catch (error) {
      toast.error(errorMessage(error, translate("users.reject_failed")), translate("users.reject_failed_title"));
    }
    done();
  };

  if (pending.isPending) return <CircularProgress size={24} />;
  if (pending.isError) return <Typography color="error">{errorMessage(pending.error, translate("users.pending_load_failed"))}</Typography>;
  if (pending.data.length === 0) return <Typography color="text.secondary">{translate("users.no_pending")}</Typography>;
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate("users.username")}</TableCell>
            <TableCell>{translate("users.display_name")}</TableCell>
            <TableCell>{translate("users.registered")}</TableCell>
            <TableCell align="right">{translate("users.actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pending.data.map((u) => (
            <TableRow key={u.id} data-testid="pending-user">
              <TableCell>{u.username}</TableCell>
              <TableCell>{u.displayName ?? ""}</TableCell>
              <TableCell>{dateTime(u.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <Button size="small" variant="contained" disabled={busy === u.id} onClick={() => setApproving(u)} sx={{ mr: 1 }}>
                  {translate("users.approve")}
                </Button>
                <Button size="small" color="error" variant="outlined" disabled={busy === u.id} onClick={() => void reject(u)}>
                  {translate("users.reject")}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {approving && (
        <ApproveDialog
          username={approving.username}
          busy={busy === approving.id}
          onApprove={(role, entityIds) => void approve(approving, role, entityIds)}
          onClose={() => setApproving(null)}
        />
      )}
    </>
  );
}
