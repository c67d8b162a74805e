import { Box, Card, CardContent, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { useEntities } from "../layout/useEntities";
import { useFarm } from "../layout/FarmContext";
import { currentMonth } from "../reports/months";
import { PrintStyles } from "../reports/PrintStyles";
import { ReportToolbar } from "../reports/ReportActions";
import { ReportState } from "../reports/ReportState";
import { reportCall, useReport } from "../reports/useReport";
import { api } from "../lib/api";
import { StoneInvoiceBody } from "./StoneInvoiceBody";
import { CropYearShown, MonthSelect } from "../reports/PeriodFields";
import { EquipmentHeader } from "./EquipmentHeader";
import { InvoiceLanguageSelect } from "../reports/InvoiceLanguageSelect";
import { useTranslate } from "react-admin";

const YEARS = [2023, 2024, 2025, 2026] as const;

/**
 * /stone-equipment-invoice: the equipment company's monthly rental invoice for one entity or all of them. It opens on
 * the sidebar's entity and crop year and may be switched to another entity, All Entities or another year.
 */
export function StoneInvoicePage() {
  const farm = useFarm();
  // A change in the sidebar starts the screen again on the sidebar's entity and year.
  return <StoneInvoice key={`${farm.entityId}-${farm.cropYear}`} farm={farm} />;
}

function StoneInvoice({ farm }: { farm: { entityId: number | null; cropYear: number } }) {
  const translate = useTranslate();
  const { entities } = useEntities();
  const [entity, setEntity] = useState<"" | "all" | number>(farm.entityId ?? "");
  const [year, setYear] = useState(farm.cropYear);
  const [month, setMonth] = useState(currentMonth());
  const call = reportCall(api.api.reports["equipment-invoice"], { query: { entity: String(entity), month: String(month), year: String(year) } });
  const invoice = useReport(call, entity !== "");
  return (
    <Box>
      <PrintStyles />
      <EquipmentHeader title={translate("equipment.stoneEquipmentCompanyInvoice")} subtitle={translate("equipment.generateMonthlyEquipmentRentalInvoices")} />
      <Card className="no-print" sx={{ mb: 3 }}>
        <CardContent sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField
            select
            size="small"
            label={translate("equipment.farmEntity")}
            value={String(entity)}
            onChange={(e) => setEntity(e.target.value === "" || e.target.value === "all" ? (e.target.value as "" | "all") : Number(e.target.value))}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate("equipment.selectAFarmEntity")}</MenuItem>
            <MenuItem value="all">{translate("equipment.allEntities")}</MenuItem>
            {entities.map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={translate("equipment.cropYear2")} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 120 }}>
            {[...new Set([farm.cropYear, ...YEARS])].sort().map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        </CardContent>
      </Card>
      {entity !== "" && (
        <Card>
          <CardContent>
            <ReportToolbar call={call} pdfLabel={translate("equipment.printExport")}>
              <MonthSelect value={month} onChange={setMonth} />
              <CropYearShown year={year} />
              <InvoiceLanguageSelect entityId={entity} />
            </ReportToolbar>
            <ReportState query={invoice}>{() => <StoneInvoiceBody invoice={invoice.data!} />}</ReportState>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
