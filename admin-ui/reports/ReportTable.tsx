import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslate } from "react-admin";

/**
 * The frame of a report table. On a laptop it scrolls inside itself when its columns cannot fit (by touch, wheel or
 * keyboard: it takes focus), the header row sticks to its top and the first column to its left, and while columns lie
 * past its right edge a shadow at that edge and a "Scroll for more columns" line say so. `:where()` keeps these rules
 * weaker than a cell's own colours (group and total rows). Printing shows the whole table.
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

/**
 * On a phone (below the theme's `sm`) a `cards` table is a list of cards: each row a card, each cell a line with its
 * column's heading (`data-label`) on the left and its value on the right, totals rows as bold cards. Nothing scrolls
 * sideways and every figure keeps its label. The cells stay `td`s, so a cell is found by its column as on a laptop.
 */
const cardsSx = (theme: { breakpoints: { down(key: "sm"): string } }) => ({
  [theme.breakpoints.down("sm")]: {
    border: 0,
    maxHeight: "none",
    overflow: "visible",
    "& table, & tbody, & tr, & td": { display: "block", width: "100%" },
    "& thead": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" },
    "& tbody tr": { border: 1, borderColor: "divider", borderRadius: 1, mb: 1, px: 1.5, py: 0.5 },
    // A group's heading heads the cards under it, a line of its own rather than a card.
    "& tbody tr[data-heading]": { border: 0, px: 0, mt: 2 },
    "& tbody tr[data-heading] td": { display: "block", textAlign: "left", px: 1, py: 0.5, borderRadius: 1, overflowWrap: "anywhere" },
    "& tbody td": { position: "static", display: "flex", flexDirection: "row", justifyContent: "space-between", gap: 2, border: 0, px: 0, py: 0.25, textAlign: "right", maxWidth: "none" },
    "& tbody td:empty": { display: "none" },
    // A label wraps between its words, never inside one ("Descripció" / "n"): it keeps its longest word's width.
    "& tbody td[data-label]::before": { content: "attr(data-label)", fontWeight: 600, color: "text.secondary", textAlign: "left", whiteSpace: "normal", overflowWrap: "normal", flex: "1 1 0", minWidth: "min-content" },
    "& tbody td > *": { minWidth: 0, maxWidth: "65%", overflowWrap: "anywhere" },
    // A total line's caption, without a heading, reads from the left across the card.
    "& tbody td:not([data-label])": { justifyContent: "flex-start", textAlign: "left" },
    "& tbody td:not([data-label]) > *": { maxWidth: "none" },
    // A card has room for a long name: shown whole, not cut after two lines.
    "& tbody td > [data-clamp]": { display: "block", WebkitLineClamp: "none", overflow: "visible" },
  },
});

/** The frame with its scroll cue: one for every report table, and for the lists (tasks, users) wider than a phone. */
export function ReportFrame({ label, cards = false, children }: { label?: string; cards?: boolean; children: ReactNode }) {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    setMore(!!el && el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [measure]);
  return (
    <Box sx={{ position: "relative" }} data-scrolls={more || undefined}>
      {more && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: "right", mb: 0.5, "@media print": { display: "none" } }} data-testid="scroll-hint">
          {translate("reports.scrollForMoreColumns")} →
        </Typography>
      )}
      <TableContainer
        ref={ref}
        sx={cards ? [frameSx, cardsSx] : frameSx}
        tabIndex={0}
        role="region"
        aria-label={label ? translate("reports.scrolls", { label }) : translate("reports.reportTableScrolls")}
        data-testid="report-frame"
      >
        {children}
      </TableContainer>
      {more && (
        <Box
          aria-hidden
          data-testid="scroll-cue"
          sx={{ position: "absolute", top: 24, bottom: 0, right: 0, width: 24, pointerEvents: "none", borderRadius: 1, background: "linear-gradient(to left, rgba(0,0,0,0.18), rgba(0,0,0,0))", "@media print": { display: "none" } }}
        />
      )}
    </Box>
  );
}

/**
 * A compact bordered table with an upper-case header row, as the reports print, its rows given as children. With
 * `cards`, a phone shows each row as a card (its cells carry their column's heading in `data-label`).
 */
export function ReportTable({ head, children, label, cards = false }: { head: ReactNode[]; children: ReactNode; label?: string; cards?: boolean }) {
  return (
    <ReportFrame label={label} cards={cards}>
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
    </ReportFrame>
  );
}

/** A bold totals row. */
export const totalRowSx = { "& td": { fontWeight: 700, bgcolor: "grey.50" } } as const;

/** A column of a figures table: money and acres are right-aligned figures that never wrap; text wraps, then truncates. */
export interface FigureColumn {
  key: string;
  label: string;
  /** A figure: `money` cells carry `data-money` (every amount the screen shows can be found), both `data-figure`. */
  figure?: "money" | "acres" | "number";
}

/** A line of a figures table: its cells by column key (missing: empty), a total line in bold, test ids for hooks. */
export interface FigureRow {
  key: string | number;
  cells: Record<string, ReactNode>;
  total?: boolean | "grand";
  /**
   * A group's heading (a field, an entity) across every column instead of cells; "banner" in the report's colour.
   * On a phone it heads the cards that follow it.
   */
  heading?: ReactNode;
  banner?: boolean;
  /** Further attributes of the line (data-over, data-row ...) for the screen's own tests and styles. */
  attrs?: Record<string, string | undefined>;
  testId?: string;
  cellTestIds?: Record<string, string>;
  /** A long text shown whole in a tooltip where its cell truncates it. */
  titles?: Record<string, string>;
}

const grandSx = { "& td": { fontWeight: 800, fontSize: "1rem", bgcolor: "grey.50" } } as const;

/**
 * The one table of the reports that show money (docs/decisions/report-registry.md "the screen"): on a laptop the
 * figures keep their width and the text columns wrap (two lines, then an ellipsis with the whole text as a tooltip;
 * a total's caption wraps whole), so the money columns fit; when they still cannot, the frame scrolls with its cue and the first column stays. On a
 * phone every line is a card showing each figure under its label, totals included.
 */
export function FiguresTable({ columns, rows, label }: { columns: FigureColumn[]; rows: FigureRow[]; label?: string }) {
  return (
    <ReportFrame label={label} cards>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c.key} sx={{ fontWeight: 700, px: 0.75, "&:first-of-type": { pl: 1.5 } }} align={c.figure && i > 0 ? "right" : "left"}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) =>
            row.heading !== undefined ? (
              <TableRow key={row.key} data-testid={row.testId} data-heading {...row.attrs}>
                <TableCell colSpan={columns.length} sx={[{ fontWeight: 700, pl: { sm: 1.5 } }, row.banner ? { bgcolor: "primary.main", color: "primary.contrastText" } : {}]}>
                  {row.heading}
                </TableCell>
              </TableRow>
            ) : (
            <TableRow key={row.key} sx={row.total === "grand" ? grandSx : row.total ? totalRowSx : undefined} data-testid={row.testId} data-total={row.total ? "" : undefined} {...row.attrs}>
              {columns.map((c, i) => {
                const content = row.cells[c.key];
                const empty = content === undefined || content === null || content === "";
                // A total line's caption stands alone in its card, without the first column's heading.
                const labelled = !empty && !(row.total && i === 0);
                return (
                  <TableCell
                    key={c.key}
                    align={c.figure && i > 0 ? "right" : "left"}
                    data-column={c.key}
                    data-label={labelled ? c.label : undefined}
                    data-money={c.figure === "money" && !empty ? "" : undefined}
                    data-figure={c.figure && !empty ? c.figure : undefined}
                    data-testid={row.cellTestIds?.[c.key]}
                    title={row.titles?.[c.key] ?? (!c.figure && typeof content === "string" ? content : undefined)}
                    sx={[{ px: { sm: 0.75 }, "&:first-of-type": { pl: { sm: 1.5 } } }, c.figure ? { whiteSpace: "nowrap" } : { maxWidth: "12rem" }]}
                  >
                    {empty ? null : c.figure || !labelled ? (
                      // A figure keeps its width; a total's caption ("TOTALES DEL RANCHO") is short and shown whole.
                      content
                    ) : (
                      <Box component="span" data-clamp sx={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden", overflowWrap: "break-word" }}>
                        {content}
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </ReportFrame>
  );
}
