import { Button, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { useTranslate } from "react-admin";
import { dateTime } from "../lib/format";

export interface DeletedTableRow {
  id: number;
  /** One text per header, in order. */
  cells: string[];
  deletedAt: string | null;
}

/** Deleted rows with when they were deleted and a Recover button: the one table of the Data Recovery tabs. */
export function DeletedTable({ headers, rows, onRecover }: { headers: string[]; rows: DeletedTableRow[]; onRecover: (id: number) => void }) {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {headers.map((label) => (
            <TableCell key={label}>{label}</TableCell>
          ))}
          <TableCell>{translate("admin.deleted")}</TableCell>
          <TableCell align="right">{translate("admin.action")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="deleted-row">
            {r.cells.map((text, i) => (
              <TableCell key={headers[i]}>{text}</TableCell>
            ))}
            <TableCell>{r.deletedAt ? dateTime(r.deletedAt) : ""}</TableCell>
            <TableCell align="right">
              <Button size="small" variant="contained" onClick={() => onRecover(r.id)}>
                {translate("admin.recover")}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
