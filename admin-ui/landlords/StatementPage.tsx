import { Box, Card, CardContent, MenuItem, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { formatUsd, formatUsdParens } from "../../api/client/rules";
import { CROP_YEARS, useFarm } from "../layout/FarmContext";
import { api } from "../lib/api";
import { PageHeading } from "../lib/PageHeading";
import { ReportActions } from "../reports/ReportActions";
import { ReportTable, totalRowSx } from "../reports/ReportTable";
import { reportCall, useReport } from "../reports/useReport";

// Catalogue keys of the lease types.
const TYPE_NAMES: Record<string, string> = { cash: "leases.typeCash", crop_share: "leases.typeCropShare", flex: "leases.typeFlex" };

// The statement's columns (catalogue keys). Twelve of them: on a phone the table scrolls in its own frame.
const HEAD = ["field", "entity", "crop", "acres", "type", "share", "incomeShare", "costsShared", "cashRent", "flexBonus", "payments", "net"].map((k) => `landlords.head.${k}`);

/** A landlord's statement for a crop year: the server's figures, with its PDF and CSV. */
export function StatementPage() {
  const translate = useTranslate();
  const { id = "" } = useParams();
  // The shell's crop year: the statement follows the year chosen in the top bar, like the reports.
  const { cropYear, setCropYear } = useFarm();
  const year = String(cropYear);
  const call = reportCall(api.api.landlords[":id"].statement, { param: { id }, query: { year } });
  const { data, error, isPending } = useReport(call);
  return (
    <Box>
      <Title title={translate("landlords.landlordStatement")} />
      {/* The landlord's name and the crop year once the statement has answered; the list of landlords is the way back. */}
      <PageHeading
        title={data ? translate("landlords.statementOf", { name: data.landlord.name, year: data.year }) : translate("landlords.landlordStatement")}
        subtitle={data ? translate("landlords.landlordStatement") : undefined}
        back={{ to: "/landlords", label: translate("landlords.back") }}
      />
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", mb: 2, flexWrap: "wrap" }}>
        <TextField select size="small" label={translate("landlords.statementYear")} value={year} onChange={(e) => setCropYear(Number(e.target.value))} sx={{ minWidth: 140 }}>
          {CROP_YEARS.map((y) => <MenuItem key={y} value={String(y)}>{y}</MenuItem>)}
        </TextField>
        <ReportActions call={call} print={false} />
      </Box>
      {isPending && <Typography>{translate("landlords.loading")}</Typography>}
      {error && <Typography color="error">{error.message}</Typography>}
      {data && (
        <Card>
          <CardContent>
            {data.landlord.mailingAddress && <Typography variant="body2" sx={{ whiteSpace: "pre-line", mb: 2 }}>{data.landlord.mailingAddress}</Typography>}
            {data.leases.length === 0 && <Typography>{translate("landlords.noLeaseInForceThis")}</Typography>}
            {data.leases.length > 0 && (
              <ReportTable head={HEAD.map((h) => translate(h))} label={translate("landlords.statement")}>
                {data.leases.map((l) => (
                  <TableRow key={l.leaseId}>
                    <TableCell>{l.fieldName}</TableCell>
                    <TableCell>{l.entityName}</TableCell>
                    <TableCell>{l.crop ?? ""}</TableCell>
                    <TableCell align="right">{l.leasedAcres}</TableCell>
                    <TableCell>{translate(TYPE_NAMES[l.type] ?? l.type)}</TableCell>
                    <TableCell align="right">{l.sharePercent}%</TableCell>
                    <TableCell align="right">{formatUsd(l.incomeShare)}</TableCell>
                    <TableCell align="right">{formatUsd(l.costShare)}</TableCell>
                    <TableCell align="right">{formatUsd(l.cashRent)}</TableCell>
                    <TableCell align="right">{formatUsd(l.flexBonus)}</TableCell>
                    <TableCell align="right">{formatUsd(l.payments)}</TableCell>
                    <TableCell align="right">{formatUsdParens(l.net)}</TableCell>
                  </TableRow>
                ))}
                {/* "Totals" alone in the first (sticky) column: a cell spanning six would cover the figures when scrolled. */}
                <TableRow sx={totalRowSx}>
                  <TableCell>{translate("landlords.totals")}</TableCell>
                  <TableCell colSpan={5} />
                  <TableCell align="right">{formatUsd(data.totals.incomeShare)}</TableCell>
                  <TableCell align="right">{formatUsd(data.totals.costShare)}</TableCell>
                  <TableCell align="right">{formatUsd(data.totals.cashRent)}</TableCell>
                  <TableCell align="right">{formatUsd(data.totals.flexBonus)}</TableCell>
                  <TableCell align="right">{formatUsd(data.totals.payments)}</TableCell>
                  <TableCell align="right">{formatUsdParens(data.totals.net)}</TableCell>
                </TableRow>
              </ReportTable>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
