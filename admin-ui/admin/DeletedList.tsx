import { CircularProgress, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "../lib/api";
import { errorMessage } from "../lib/http";
import { money, shortDate } from "../lib/format";
import { useToast } from "../lib/useToast";
import { DeletedTable } from "./DeletedTable";

type Kind = "entities" | "fields" | "tasks";
type Row = { id: number; name: string; deletedAt: string | null } & Record<string, unknown>;

const WHAT = { entities: ["entity", "Farm entity", "farm entity"], fields: ["field", "Field", "field"], tasks: ["task", "Task", "task"] } as const;

/** Extra columns per kind: what tells two deleted rows apart. */
const COLUMNS: Record<Kind, Array<[string, (r: Row) => string]>> = {
  entities: [["Location", (r) => String(r.location ?? "")]],
  fields: [
    ["Acreage", (r) => String(r.acreage)],
    ["Crop", (r) => String(r.cropType ?? "")],
  ],
  tasks: [
    ["Field", (r) => String(r.fieldName)],
    ["Category", (r) => String(r.categoryName)],
    ["Date", (r) => shortDate(String(r.date))],
    ["Total Cost", (r) => money(r.totalCost as string)],
  ],
};

/** The deleted rows of one kind (of one entity for fields and tasks), each with Recover. */
export function DeletedList({ kind, entityId }: { kind: Kind; entityId?: number }) {
  const toast = useToast();
  const client = useQueryClient();
  const query = { query: entityId === undefined ? {} : { entityId: String(entityId) } };
  const load = (): Promise<Row[]> =>
    kind === "entities" ? read(api.api.admin["deleted-entities"].$get()) : kind === "fields" ? read(api.api.admin["deleted-fields"].$get(query)) : read(api.api.admin["deleted-tasks"].$get(query));
  const rows = useQuery({ queryKey: ["deleted", kind, entityId], queryFn: load });
  const [verb, title, lower] = WHAT[kind];

  const recover = async (id: number) => {
    try {
      const param = { param: { id: String(id) } };
      if (verb === "entity") await read(api.api.admin["recover-entity"][":id"].$post(param));
      else if (verb === "field") await read(api.api.admin["recover-field"][":id"].$post(param));
      else await read(api.api.admin["recover-task"][":id"].$post(param));
      toast.success(`${title} recovered successfully`);
    } catch (error) {
      toast.error(errorMessage(error, `Failed to recover ${lower}`));
    }
    void client.invalidateQueries({ queryKey: ["deleted"] });
    void client.invalidateQueries({ queryKey: ["recovery-entities"] });
  };

  if (rows.isPending) return <CircularProgress size={24} />;
  if (rows.isError) return <Typography color="error">{errorMessage(rows.error, `Failed to load deleted ${kind}`)}</Typography>;
  if (rows.data.length === 0) return <Typography color="text.secondary">No deleted {kind === "entities" ? "farm entities" : kind}.</Typography>;
  return (
    <DeletedTable
      headers={["Name", ...COLUMNS[kind].map(([label]) => label)]}
      rows={rows.data.map((r) => ({ id: r.id, cells: [r.name, ...COLUMNS[kind].map(([, value]) => value(r))], deletedAt: r.deletedAt }))}
      onRecover={(id) => void recover(id)}
    />
  );
}
