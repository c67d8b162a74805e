import { Box } from "@mui/material";
import { type ReactNode, useState } from "react";
import { AgronomyFilters, type EntityChoice } from "./AgronomyFilters";
import { ReportToolbar } from "./ReportActions";
import { ReportState } from "./ReportState";
import { type ReportCall, useReport } from "./useReport";
import { useTranslate } from "react-admin";

/** The filters as the fertilizer and irrigation routes take them. */
export type AgronomyArgs = { query: { year: string; entity: string; currentEntityId: string; crop: string } };

/** The fertilizer and irrigation reports' frame: entity and crop filters, the actions, then the report itself. */
export function AgronomyReport<T extends { cropsFound: string[] }>(props: {
  /** The report's route with the filters' values: `(args) => reportCall(api.api.reports.fertilizer, args)`. */
  call: (args: AgronomyArgs) => ReportCall<T>;
  entityId: number;
  year: number;
  initialEntity: EntityChoice;
  loading: string;
  children: (report: T) => ReactNode;
}) {
  const translate = useTranslate();
  const [entity, setEntity] = useState<EntityChoice>(props.initialEntity);
  const [crop, setCrop] = useState("all");
  const args = { query: { year: String(props.year), entity: String(entity), currentEntityId: String(props.entityId), crop } };
  const call = props.call(args);
  const report = useReport(call);
  return (
    <Box>
      <ReportToolbar call={call} print={translate("reports.printReport")}>
        <AgronomyFilters entity={entity} onEntity={setEntity} crop={crop} onCrop={setCrop} crops={report.data?.cropsFound ?? []} />
      </ReportToolbar>
      <ReportState query={report} loading={props.loading}>{() => props.children(report.data!)}</ReportState>
    </Box>
  );
}

/** A field as the fertilizer and irrigation screens head it: "Hilltop", or in All Entities mode "Hilltop — North Ranch". */
export const fieldHeading = (f: { fieldName: string; entityName?: string }) => (f.entityName ? `${f.fieldName} — ${f.entityName}` : f.fieldName);
