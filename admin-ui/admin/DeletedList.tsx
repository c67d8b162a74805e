import { CircularProgress, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { money, shortDate } from "../lib/format";
import { useToast } from "../lib/useToast";
import { DeletedTable } from "./DeletedTable";
import { useTranslate } from "react-admin";

type Kind = "entities" | "fields" | "tasks";
type Row = { id: number; name: string; deletedAt: string | null } & Record<string, unknown>;

// The API verb, then catalogue keys of the kind's name as a title and inside a sentence.
const WHAT = { entities: ["entity", "admin.titleEntity", "admin.lowerEntity"], fields: ["field", "admin.titleField", "admin.lowerField"], tasks: ["task", "admin.titleTask", "admin.lowerTask"] } as const;

/** Extra columns per kind (catalogue keys of their heads): what tells two deleted rows apart. */
const COLUMNS: Record<Kind, Array<[string, (r: Row) => string]>> = {
  entities: [["admin.colLocation", (r) => String(r.location ?? "")]],
  fields: [
    ["admin.colAcreage", (r) => String(r.acreage)],
    ["admin.colCrop", (r) => String(r.cropType ?? "")],
  ],
  tasks: [
    ["admin.colField", (r) => String(r.fieldName)],
    ["admin.colCategory", (r) => String(r.categoryName)],
    ["admin.colDate", (r) => shortDate(String(r.date))],
    ["admin.colTotalCost", (r) => money(r.totalCost as string)],
  ],
};

/** The deleted rows of one kind (of one entity for fields and tasks), each with Recover. */
export function DeletedList({ kind, entityId }: { kind: Kind; entityId?: number }) {
  const translate = useTranslate();
  const toast = useToast();
  const client = useQueryClient();
  const query = { query: entityId === undefined ? {} : { entityId: String(entityId) } };
  const load = (): Promise<Row[]> =>
    kind === "entities" ? read(api.api.admin["deleted-entities"].$get()) : kind === "fields" ? read(api.api.admin["deleted-fields"].$get(query)) : read(api.api.admin["deleted-tasks"].$get(query));
  const rows = useQuery({ queryKey: ["deleted", kind, entityId], queryFn: load });
  const [verb, titleKey, lowerKey] = WHAT[kind];
  const title = translate(titleKey);
  const lower = translate(lowerKey);

  const recover = async (id: number) => {
    try {
      const param = { param: { id: String(id) } };
      if (verb === "entity") await read(api.api.admin["recover-entity"][":id"].$post(param));
      else if (verb === "field") await read(api.api.admin["recover-field"][":id"].$post(param));
      else await read(api.api.admin["recover-task"][":id"].$post(param));
      toast.success(translate("admin.recoveredSuccessfully", { title }));
    } catch (error) {
      toast.error(errorMessage(error, translate("admin.failedToRecover2", { lower })));
    }
    void client.invalidateQueries({ queryKey: ["deleted"] });
    void client.invalidateQueries({ queryKey: ["recovery-entities"] });
  };

  if (rows.isPending) return <CircularProgress size={24} />;
  if (rows.isError) return <Typography color="error">{errorMessage(rows.error, translate("admin.failedToLoadDeleted", { kind }))}</Typography>;
  if (rows.data.length === 0) return <Typography color="text.secondary">{translate("admin.noDeleted")} {kind === "entities" ? translate("admin.farmEntities") : kind}.</Typography>;
  return (
    <DeletedTable
      headers={[translate("admin.colName"), ...COLUMNS[kind].map(([label]) => translate(label))]}
      rows={rows.data.map((r) => ({ id: r.id, cells: [r.name, ...COLUMNS[kind].map(([, value]) => value(r))], deletedAt: r.deletedAt }))}
      onRecover={(id) => void recover(id)}
    />
  );
}
