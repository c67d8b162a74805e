import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from "@mui/material";
import { acres, perAcre, shortDate, wholeNumber } from "../lib/format";
import { TaskAmount } from "../lib/TaskAmount";
import type { Category, Task } from "../lib/types";
import { useIsSmall } from "../layout/useIsSmall";
import { CrewChip } from "./CrewChip";
import { TaskLaborLine } from "./TaskLaborLine";
import { TaskRowActions } from "./TaskRowActions";
import { TaskRowList } from "./TaskRowList";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

interface Props {
  /** The page's tasks. */
  tasks: Task[];
  /** How many tasks all the pages hold, and how many a page holds. */
  total: number;
  perPage: number;
  /** The page whose rows are shown (0 first: the label follows the rows, not the page asked for), and what asks for another. */
  page: number;
  onPageChange(page: number): void;
  categories: Category[] | undefined;
  canEdit: boolean;
  onEdit(task: Task): void;
  onCopy(task: Task): void;
}

const COLUMNS = ["tasks.colTask", "tasks.colFieldCrop", "tasks.colDate", "tasks.colAcreage", "tasks.colTotalCost", "tasks.colCostAcre", "tasks.colActions"];
const NUMERIC = new Set(["tasks.colAcreage", "tasks.colTotalCost", "tasks.colCostAcre", "tasks.colActions"]);

/** The Recent Tasks table, one page read from the server; a list of rows on a small screen. */
export function TaskTable({ tasks: rows, total, perPage, page, onPageChange, categories, canEdit, onEdit, onCopy }: Props) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const small = useIsSmall();
  return (
    <>
      {small ? (
        <TaskRowList rows={rows} categories={categories} canEdit={canEdit} onEdit={onEdit} onCopy={onCopy} />
      ) : (
      <TableContainer>
        <Table size="small" aria-label={translate("tasks.recentTasks")}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} align={NUMERIC.has(c) ? "right" : "left"} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                  {translate(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((task) => {
              const color = categories?.find((c) => c.id === task.categoryId)?.color ?? "#6b7280";
              return (
                <TableRow key={task.id} hover data-testid="task-row">
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {task.name}
                    </Typography>
                    <Chip label={categoryName(task.categoryName)} size="small" sx={{ mt: 0.5, bgcolor: `${color}1f`, color, fontWeight: 600 }} />
                    <CrewChip task={task} />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{task.fieldName}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {task.cropType || "N/A"}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{shortDate(task.date)}</TableCell>
                  <TableCell align="right">{acres(task.acresCovered)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    <Box component="span" data-testid="task-total">
                      <TaskAmount task={task} />
                    </Box>
                    <TaskLaborLine task={task} />
                  </TableCell>
                  <TableCell align="right" data-money="">{perAcre(task.costPerAcre)}</TableCell>
                  <TableCell align="right">
                    <TaskRowActions task={task} canEdit={canEdit} onEdit={() => onEdit(task)} onCopy={() => onCopy(task)} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      )}
      {total > perPage && (
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[perPage]}
            onPageChange={(_, p) => onPageChange(p)}
            labelDisplayedRows={({ from, to, count }) => translate("tasks.pageRange", { from: wholeNumber(from), to: wholeNumber(to), count: wholeNumber(count) })}
            getItemAriaLabel={(type) => translate(`tasks.${type}Page`)}
          />
        </Box>
      )}
    </>
  );
}
