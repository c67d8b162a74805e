import { Card, CardContent, MenuItem, Tab, Tabs, TextField } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, read } from "../lib/api";
import { AdminHeader } from "./AdminHeader";
import { AdminOnly } from "./AdminOnly";
import { DeletedLeasesList } from "./DeletedLeasesList";
import { DeletedList } from "./DeletedList";
import { useTranslate } from "react-admin";

type Kind = "entities" | "fields" | "tasks" | "landlords" | "leases";

/** /admin/recovery: soft-deleted entities, fields and tasks, each with Recover (spec 000 section 2). */
export function RecoveryPage() {
  const translate = useTranslate();
  return (
    <AdminOnly denial={translate("admin.onlyAdministratorsCanAccessThe")}>
      <AdminHeader title={translate("admin.dataRecovery")} subtitle={translate("admin.restoreDeletedFarmEntitiesFields")} />
      <Recovery />
    </AdminOnly>
  );
}

function Recovery() {
  const translate = useTranslate();
  const [tab, setTab] = useState<Kind>("entities");
  const [entityId, setEntityId] = useState<number | "">("");
  const deletedEntities = useQuery({ queryKey: ["deleted", "entities"], queryFn: () => read(api.api.admin["deleted-entities"].$get({ query: {} })) });
  const entities = useQuery({ queryKey: ["recovery-entities"], queryFn: () => read(api.api.entities.$get({ query: {} })) });

  return (
    <Card>
      <Tabs value={tab} onChange={(_, v: Kind) => setTab(v)} sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}>
        <Tab value="entities" label={translate("admin.farmEntities2", { length: deletedEntities.data?.length ?? 0 })} />
        <Tab value="fields" label={translate("admin.fields")} />
        <Tab value="tasks" label={translate("admin.tasks")} />
        <Tab value="landlords" label={translate("admin.landlords")} />
        <Tab value="leases" label={translate("admin.leases")} />
      </Tabs>
      <CardContent>
        {(tab === "fields" || tab === "tasks") && (
          <TextField
            select
            label={translate("admin.farmEntity")}
            value={entityId}
            onChange={(e) => setEntityId(Number(e.target.value))}
            sx={{ minWidth: 280, mb: 2 }}
            size="small"
          >
            {(entities.data ?? []).map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {tab === "entities" && <DeletedList kind="entities" />}
        {(tab === "landlords" || tab === "leases") && <DeletedLeasesList kind={tab} />}
        {(tab === "fields" || tab === "tasks") && (entityId === "" ? <p>{translate(tab === "fields" ? "admin.selectEntityForDeletedFields" : "admin.selectEntityForDeletedTasks")}</p> : <DeletedList kind={tab} entityId={entityId} />)}
      </CardContent>
    </Card>
  );
}
