import { Box, Card, CardContent, CardHeader, List, ListItem, ListItemText, Typography } from "@mui/material";
import { shortDate } from "../lib/format";
import { Money } from "../reports/Money";
import type { FieldProfitability } from "../reports/report-types";
import { useTranslate } from "react-admin";
import { useReferenceWords } from "../lib/useReferenceWords";
import { useCategoryName } from "../lib/useCategoryName";

/**
 * One task of a list: its name and details on the left, wrapping as needed; the amount on the right, never overlapped.
 * A yield's income is a credit, as the task table shows it.
 */
function TaskLine({ primary, secondary, amount, credit = false }: { primary: string; secondary: string; amount: string; credit?: boolean }) {
  return (
    <ListItem sx={{ alignItems: "flex-start", gap: 2 }}>
      <ListItemText primary={primary} secondary={secondary} sx={{ my: 0 }} />
      <Typography sx={{ flexShrink: 0, whiteSpace: "nowrap" }}>
        <Money value={amount} credit={credit} />
      </Typography>
    </ListItem>
  );
}

/** Yield analysis, operating costs and the per-acre profitability summary, all as the server worked them out. */
export function FieldReportLists({ r }: { r: FieldProfitability }) {
  const translate = useTranslate();
  const words = useReferenceWords();
  const categoryName = useCategoryName();
  const line = (label: string, value: React.ReactNode, testId?: string) => (
    <Box sx={{ display: "flex", justifyContent: "space-between", py: 0.5 }} data-testid={testId}>
      <Typography>{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { lg: "1fr 1fr 1fr" }, alignItems: "start" }}>
      <Card>
        <CardHeader title={translate("fieldReport.yieldAnalysis")} />
        <List dense>
          {r.yieldAnalysis.length === 0 && <ListItem><ListItemText secondary={translate("fieldReport.noYieldRecorded")} /></ListItem>}
          {r.yieldAnalysis.map((y) => (
            <TaskLine
              key={y.taskId}
              primary={y.taskName}
              secondary={translate("fieldReport.acre", { date: shortDate(y.date), yieldAmount: y.yieldAmount, yieldUnit: words.unit(y.yieldUnit ?? ""), totalUnits: y.totalUnits, yieldUnit2: words.unit(y.yieldUnit ?? "") })}
              amount={y.income}
              credit
            />
          ))}
        </List>
      </Card>
      <Card>
        <CardHeader title={translate("fieldReport.operatingCosts")} />
        <List dense>
          {r.operatingCosts.length === 0 && <ListItem><ListItemText secondary={translate("fieldReport.noCostsRecorded")} /></ListItem>}
          {r.operatingCosts.map((c) => (
            <TaskLine key={c.taskId} primary={c.taskName} secondary={`${shortDate(c.date)} · ${categoryName(c.categoryName)}`} amount={c.totalCost} />
          ))}
        </List>
      </Card>
      <Card>
        <CardHeader title={translate("fieldReport.profitabilitySummary")} />
        <CardContent>
          {line(translate("fieldReport.revenuePerAcre"), <Money value={r.perAcre.revenue} />)}
          {line(translate("fieldReport.costsPerAcre"), <Money value={r.perAcre.costs} />)}
          {line(translate("fieldReport.equipmentRentalPerAcre"), <Money value={r.perAcre.equipmentRental} />)}
          {line(translate("fieldReport.netProfitPerAcre"), <Money value={r.perAcre.netProfit} />, "net-per-acre")}
          {line(translate("fieldReport.profitMargin"), `${r.profitMargin}%`)}
          {line(translate("fieldReport.returnOnInvestment"), `${r.returnOnInvestment}%`)}
          {line(translate("fieldReport.breakEvenPrice"), r.breakEvenPrice === "N/A" ? "N/A" : <Money value={r.breakEvenPrice} />)}
        </CardContent>
      </Card>
    </Box>
  );
}
