import { Box } from "@mui/material";
import { type ReactNode, useState } from "react";
import { AgronomyFilters, type EntityChoice } from "./AgronomyFilters";
import { ReportToolbar } from "./ReportActions";
import { ReportState } from "./ReportState";
import { useReport } from "./useReport";

/** The fertilizer and irrigation reports' frame: entity and crop filters, the actions, then the report itself. */
export function AgronomyReport<T extends { cropsFound: string[] }>(props: {
  path: string;
  entityId: number;
  year: number;
  initialEntity: EntityChoice;
  loading: string;
  children: (report: T) => ReactNode;
}) {
  const [entity, setEntity] = useState<EntityChoice>(props.initialEntity);
  const [crop, setCrop] = useState("all");
  const params = { year: props.year, entity, currentEntityId: props.entityId, crop };
  const report = useReport<T>(props.path, params);
  return (
    <Box>
      <ReportToolbar path={props.path} params={params} print="Print Report">
        <AgronomyFilters entity={entity} onEntity={setEntity} crop={crop} onCrop={setCrop} crops={report.data?.cropsFound ?? []} />
      </ReportToolbar>
      <ReportState query={report} loading={props.loading}>{() => props.children(report.data!)}</ReportState>
    </Box>
  );
}
