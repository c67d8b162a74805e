import { Button, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";

export interface DeletedTableRow {
  id: number;
  /** One text per header, in order. */
  cells: string[];
  deletedAt: string | null;
}

/** Deleted rows with when they were deleted and a Recover button: the one table of the Data Recovery tabs. */
export function DeletedTable({ headers, rows, onRecover }: { headers: string[]; rows: DeletedTableRow[]; onRecover: (id: number) => void }) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {headers.map((label) => (
            <TableCell key={label}>{label}</TableCell>
          ))}
          <TableCell>Deleted</TableCell>
          <TableCell align="right">Action</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="deleted-row">
            {r.cells.map((text, i) => (
              <TableCell key={headers[i]}>{text}</TableCell>
            ))}
            <TableCell>{r.deletedAt ? new Date(r.deletedAt).toLocaleString("en-US") : ""}</TableCell>
            <TableCell align="right">
              <Button size="small" variant="contained" onClick={() => onRecover(r.id)}>
                Recover
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
