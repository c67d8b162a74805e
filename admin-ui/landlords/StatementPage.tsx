import { Box, Card, CardContent, MenuItem, TextField, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { formatUsd, formatUsdParens } from "../../api/client/rules";
import { CROP_YEARS, useFarm } from "../layout/FarmContext";
import { api } from "../lib/api";
import { errorMessage } from "../lib/http";
import { quantity } from "../lib/format";
import { PageHeading } from "../lib/PageHeading";
import { ReportActions } from "../reports/ReportActions";
import { type FigureColumn, FiguresTable } from "../reports/ReportTable";
import { reportCall, useReport } from "../reports/useReport";
import { LoadingText } from "../lib/LoadingText";

// Catalogue keys of the lease types.
const TYPE_NAMES: Record<string, string> = { cash: "leases.typeCash", crop_share: "leases.typeCropShare", flex: "leases.typeFlex" };

// The statement's columns (catalogue keys landlords.head.<key>) and which are figures: FiguresTable fits them on a
// laptop and makes each lease a card on a phone.
const COLUMNS: Array<{ key: string; figure?: FigureColumn["figure"] }> = [
  { key: "field" }, { key: "entity" }, { key: "crop" }, { key: "acres", figure: "acres" }, { key: "type" }, { key: "share", figure: "number" },
  { key: "incomeShare", figure: "money" }, { key: "costsShared", figure: "money" }, { key: "cashRent", figure: "money" },
  { key: "flexBonus", figure: "money" }, { key: "payments", figure: "money" }, { key: "net", figure: "money" },
];

// A crop share's harvest (shown only when a lease of the statement has one): the landlord's harvested quantity,
// settled crop sales (part of the income share) and unsold crop at the mark (an estimate, not in the net).
const HARVEST_COLUMNS: Array<{ key: string; figure?: FigureColumn["figure"] }> = [
  { key: "harvested", figure: "number" }, { key: "settledIncome", figure: "money" }, { key: "estimatedIncome", figure: "money" },
];

/** "2,000.00 bu": a quantity as the statement prints it. */
const quantityText = (q: string | null, unit: string | null) => (q === null ? "" : `${quantity(q)} ${unit ?? ""}`.trim());

/** A landlord's statement for a crop year: the server's figures, with its PDF and CSV. */
export function StatementPage() {
  const translate = useTranslate();
  const { id = "" } = useParams();
  // The shell's crop year: the statement follows the year chosen in the top bar, like the reports.
  const { cropYear, setCropYear } = useFarm();
  const year = String(cropYear);
  const call = reportCall(api.api.landlords[":id"].statement, { param: { id }, query: { year } });
  const { data, error, isPending } = useReport(call);
  const withHarvest = !!data?.leases.some((l) => l.harvest);
  const columns = withHarvest ? [...COLUMNS.slice(0, 7), ...HARVEST_COLUMNS, ...COLUMNS.slice(7)] : COLUMNS;
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
      {isPending && <LoadingText text={translate("landlords.loading")} />}
      {error && <Typography color="error">{errorMessage(error, translate("landlords.statementFailed"))}</Typography>}
      {data && (
        <Card>
          <CardContent>
            {data.landlord.mailingAddress && <Typography variant="body2" sx={{ whiteSpace: "pre-line", mb: 2 }}>{data.landlord.mailingAddress}</Typography>}
            {data.leases.length === 0 && <Typography>{translate("landlords.noLeaseInForceThis")}</Typography>}
            {data.leases.length > 0 && (
              <FiguresTable
                label={translate("landlords.statement")}
                columns={columns.map(({ key, figure }) => ({ key, label: translate(`landlords.head.${key}`), figure }))}
                rows={[
                  ...data.leases.map((l) => ({
                    key: l.leaseId,
                    cells: {
                      field: l.fieldName,
                      entity: l.entityName,
                      crop: l.crop ?? "",
                      acres: l.leasedAcres,
                      type: translate(TYPE_NAMES[l.type] ?? l.type),
                      share: `${l.sharePercent}%`,
                      incomeShare: formatUsd(l.incomeShare),
                      harvested: l.harvest ? quantityText(l.harvest.quantity, l.harvest.unit) : "",
                      settledIncome: l.harvest ? formatUsd(l.harvest.settledIncome) : "",
                      estimatedIncome: l.harvest ? formatUsd(l.harvest.estimatedIncome) : "",
                      costsShared: formatUsd(l.costShare),
                      cashRent: formatUsd(l.cashRent),
                      flexBonus: formatUsd(l.flexBonus),
                      payments: formatUsd(l.payments),
                      net: formatUsdParens(l.net),
                    },
                  })),
                  {
                    key: "totals",
                    total: true,
                    testId: "statement-total",
                    cells: {
                      field: translate("landlords.totals"),
                      incomeShare: formatUsd(data.totals.incomeShare),
                      settledIncome: formatUsd(data.harvest.settledIncome),
                      estimatedIncome: formatUsd(data.harvest.estimatedIncome),
                      costsShared: formatUsd(data.totals.costShare),
                      cashRent: formatUsd(data.totals.cashRent),
                      flexBonus: formatUsd(data.totals.flexBonus),
                      payments: formatUsd(data.totals.payments),
                      net: formatUsdParens(data.totals.net),
                    },
                  },
                ]}
              />
            )}
            {withHarvest && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate("landlords.estimatedNotInNet")}</Typography>}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
