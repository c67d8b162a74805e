import { Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";

type Kind = "landlords" | "leases";
interface Row {
  id: number;
  label: string;
  detail: string;
  deletedAt: string;
}

/** Deleted landlords or leases (shared by every entity), each with Recover; like DeletedList for fields. */
export function DeletedLeasesList({ kind }: { kind: Kind }) {
  const toast = useToast();
  const client = useQueryClient();
  const load = async (): Promise<Row[]> => {
    if (kind === "landlords") {
      const rows = await read(api.api.admin["deleted-landlords"].$get());
      return rows.map((r) => ({ id: r.id, label: r.name, detail: r.contact ?? "", deletedAt: String(r.deletedAt) }));
    }
    const rows = await read(api.api.admin["deleted-leases"].$get());
    return rows.map((r) => ({ id: r.id, label: `${r.fieldName} (${r.entityName})`, detail: `${r.startYear}-${r.endYear ?? ""} · ${r.landlordNames}`, deletedAt: String(r.deletedAt) }));
  };
  const rows = useQuery({ queryKey: ["deleted", kind], queryFn: load });
  const title = kind === "landlords" ? "Landlord" : "Lease";

  const recover = async (row: Row) => {
    try {
      const param = { param: { id: String(row.id) } };
      if (kind === "landlords") await read(api.api.admin["recover-landlord"][":id"].$post(param));
      else await read(api.api.admin["recover-lease"][":id"].$post(param));
      toast.success(`${title} recovered successfully`);
    } catch (error) {
      toast.error(errorMessage(error, `Failed to recover ${title.toLowerCase()}`));
    }
    void client.invalidateQueries({ queryKey: ["deleted"] });
  };

  if (rows.isPending) return <CircularProgress size={24} />;
  if (rows.isError) return <Typography color="error">{errorMessage(rows.error, `Failed to load deleted ${kind}`)}</Typography>;
  if (rows.data.length === 0) return <Typography color="text.secondary">No deleted {kind}.</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{title}</TableCell>
          <TableCell>Details</TableCell>
          <TableCell>Deleted</TableCell>
          <TableCell align="right">Action</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.data.map((r) => (
          <TableRow key={r.id} data-testid="deleted-row">
            <TableCell>{r.label}</TableCell>
            <TableCell>{r.detail}</TableCell>
            <TableCell>{new Date(r.deletedAt).toLocaleString("en-US")}</TableCell>
            <TableCell align="right">
              <Button size="small" variant="contained" onClick={() => void recover(r)}>
                Recover
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
