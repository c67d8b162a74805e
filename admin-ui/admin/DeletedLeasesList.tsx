import { CircularProgress, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { useToast } from "../lib/useToast";
import { DeletedTable } from "./DeletedTable";
import { useTranslate } from "react-admin";

type Kind = "landlords" | "leases";
interface Row {
  id: number;
  label: string;
  detail: string;
  deletedAt: string;
}

/** Deleted landlords or leases (shared by every entity), each with Recover; like DeletedList for fields. */
export function DeletedLeasesList({ kind }: { kind: Kind }) {
  const translate = useTranslate();
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
  const title = translate(kind === "landlords" ? "admin.deletedLandlord" : "admin.deletedLease");

  const recover = async (id: number) => {
    try {
      const param = { param: { id: String(id) } };
      if (kind === "landlords") await read(api.api.admin["recover-landlord"][":id"].$post(param));
      else await read(api.api.admin["recover-lease"][":id"].$post(param));
      toast.success(translate("admin.recoveredSuccessfully", { title }));
    } catch (error) {
      toast.error(errorMessage(error, translate("admin.failedToRecover", { toLowerCase: title.toLowerCase() })));
    }
    void client.invalidateQueries({ queryKey: ["deleted"] });
  };

  if (rows.isPending) return <CircularProgress size={24} />;
  if (rows.isError) return <Typography color="error">{errorMessage(rows.error, translate("admin.failedToLoadDeleted", { kind }))}</Typography>;
  if (rows.data.length === 0) return <Typography color="text.secondary">{translate("admin.noDeleted")} {kind}.</Typography>;
  return (
    <DeletedTable
      headers={[title, "Details"]}
      rows={rows.data.map((r) => ({ id: r.id, cells: [r.label, r.detail], deletedAt: r.deletedAt }))}
      onRecover={(id) => void recover(id)}
    />
  );
}
