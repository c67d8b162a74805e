import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";

/** A compact bordered table with an upper-case header row, as the reports print. */
export function ReportTable({ head, children, label }: { head: ReactNode[]; children: ReactNode; label?: string }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow sx={{ bgcolor: "grey.100" }}>
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
