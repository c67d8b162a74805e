import { Box, Typography } from "@mui/material";
import type { ComponentType } from "react";
import { CreateButton, List, Pagination, TopToolbar, useTranslate } from "react-admin";
import type { WrittenRecord } from "../../api/client/rules";
import { useFarm } from "../layout/FarmContext";
import { useEntities } from "../layout/useEntities";
import { EmptyList } from "../lib/EmptyList";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";

interface CropYearListProps {
  resource: WrittenRecord;
  /** Catalogue keys: the heading, its subtitle (with %{name} and %{year}), the create button, and the empty list's message and hints. */
  titleKey: string;
  subtitleKey: string;
  createKey: string;
  emptyKey: string;
  emptyHintKey: string;
  emptyReadonlyKey: string;
  order: "ASC" | "DESC";
  /** The list's rows, each a link to its edit screen when `edit`. */
  Rows: ComponentType<{ edit: boolean }>;
}

/** The records of the sidebar's entity and crop year, by date: the contracts and the deliveries list through it. */
export function CropYearList({ resource, titleKey, subtitleKey, createKey, emptyKey, emptyHintKey, emptyReadonlyKey, order, Rows }: CropYearListProps) {
  const translate = useTranslate();
  const may = useMayChange(resource);
  const { entityId, cropYear } = useFarm();
  const { selected } = useEntities();
  return (
    <>
      <PageHeading title={translate(titleKey)} subtitle={selected ? translate(subtitleKey, { name: selected.name, year: cropYear }) : undefined} />
      {entityId === null ? (
        <Typography color="text.secondary">{translate("harvest.selectEntity")}</Typography>
      ) : (
        <List
          key={`${entityId}-${cropYear}`}
          resource={resource}
          title={translate(titleKey)}
          filter={{ entityId, cropYear }}
          sort={{ field: "date", order }}
          actions={may.create ? <TopToolbar><CreateButton label={translate(createKey)} /></TopToolbar> : false}
          empty={
            <EmptyList message={translate(emptyKey)} hint={translate(may.create ? emptyHintKey : emptyReadonlyKey)}>
              {may.create && <CreateButton variant="contained" label={translate(createKey)} />}
            </EmptyList>
          }
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          perPage={50}
        >
          <Box sx={{ p: { xs: 0, sm: 1 } }}>
            <Rows edit={may.update} />
          </Box>
        </List>
      )}
    </>
  );
}
