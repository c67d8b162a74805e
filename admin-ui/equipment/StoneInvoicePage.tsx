import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useEntities } from "../layout/useEntities";
import { MONTHS, currentMonth } from "../reports/months";
import { PrintStyles } from "../reports/PrintStyles";
import { ReportActions } from "../reports/ReportActions";
import type { EquipmentInvoice } from "../reports/report-types";
import { ReportState } from "../reports/ReportState";
import { useReport } from "../reports/useReport";
import { StoneInvoiceBody } from "./StoneInvoiceBody";

const YEARS = [2023, 2024, 2025, 2026] as const;

/** /stone-equipment-invoice: the equipment company's monthly rental invoice for one entity or all of them. */
export function StoneInvoicePage() {
  const { entities } = useEntities();
  const [entity, setEntity] = useState<"" | "all" | number>("");
  const [year, setYear] = useState(2025);
  const [month, setMonth] = useState(currentMonth());
  const path = "/reports/equipment-invoice";
  const params = { entity, month, year };
  const invoice = useReport<EquipmentInvoice>(path, params, entity !== "");
  return (
    <Box>
      <PrintStyles />
      <Box className="no-print" sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Stone Equipment Company Invoice
          </Typography>
          <Typography color="text.secondary">Generate monthly equipment rental invoices</Typography>
        </Box>
        <Button component={Link} to="/dashboard" startIcon={<ArrowBackIcon />}>
          Back to Dashboard
        </Button>
      </Box>
      <Card className="no-print" sx={{ mb: 3 }}>
        <CardContent sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField
            select
            size="small"
            label="Farm Entity"
            value={String(entity)}
            onChange={(e) => setEntity(e.target.value === "" || e.target.value === "all" ? (e.target.value as "" | "all") : Number(e.target.value))}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Select a farm entity...</MenuItem>
            <MenuItem value="all">All Entities</MenuItem>
            {entities.map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Crop Year" value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 120 }}>
            {YEARS.map((y) => (
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
            <Box className="no-print" sx={{ display: "flex", gap: 2, mb: 3, flexWrap: "wrap", alignItems: "center" }}>
              <TextField select size="small" label="Month" value={month} onChange={(e) => setMonth(Number(e.target.value))} sx={{ minWidth: 160 }}>
                {MONTHS.map((m, i) => (
                  <MenuItem key={m} value={i + 1}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
              <TextField size="small" label="Crop Year" value={year} slotProps={{ input: { readOnly: true } }} sx={{ width: 120 }} />
              <Box sx={{ flex: 1 }} />
              <ReportActions path={path} params={params} pdfLabel="Print/Export" />
            </Box>
            <ReportState query={invoice}>{() => <StoneInvoiceBody invoice={invoice.data!} />}</ReportState>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
