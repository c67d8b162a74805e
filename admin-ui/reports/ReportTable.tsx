import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

/**
 * The frame of a wide report: it scrolls inside itself (both ways, by touch, wheel or keyboard: it takes focus), the
 * header row sticks to its top and the first column to its left. `:where()` keeps these rules weaker than a cell's
 * own colours (group and total rows). Printing shows the whole table.
 */
const frameSx = {
  border: 1,
  borderColor: "divider",
  borderRadius: 1,
  maxHeight: "70vh",
  overflow: "auto",
  "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
  "& :where(tbody td:first-of-type, tfoot td:first-of-type)": { position: "sticky", left: 0, zIndex: 1, bgcolor: "background.paper" },
  "& :where(thead th)": { position: "sticky", top: 0, zIndex: 2, bgcolor: "grey.100" },
  "& :where(thead th:first-of-type)": { left: 0, zIndex: 3 },
  "@media print": { maxHeight: "none", overflow: "visible" },
} as const;

/** A compact bordered table with an upper-case header row, as the reports print. */
export function ReportTable({ head, children, label }: { head: ReactNode[]; children: ReactNode; label?: string }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={frameSx} tabIndex={0} role="region" aria-label={label ? translate("reports.scrolls", { label }) : translate("reports.reportTableScrolls")} data-testid="report-frame">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={i} sx={{ fontWeight: 700, whiteSpace: "nowrap" }} align={i === 0 ? "left" : undefined}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A bold totals row. */
export const totalRowSx = { "& td": { fontWeight: 700, bgcolor: "grey.50" } } as const;
