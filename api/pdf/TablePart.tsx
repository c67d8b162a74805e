import { Text, View } from "@react-pdf/renderer";
import type { ComponentProps } from "react";
import type { Align } from "./model";
import type { Grid, GridLine } from "./paginate";

type Style = Extract<ComponentProps<typeof Text>["style"], { width?: unknown }>;
import { CELL_PAD, COLORS, GAP_AFTER_TABLE, LEADING, lineHeight } from "./theme";

/** Consecutive lines of one style, drawn as one run of text. */
function runs(lines: GridLine[]) {
  const out: Array<{ text: string; bold: boolean; color?: string }> = [];
  for (const line of lines) {
    const last = out.at(-1);
    // A blank line is a space, so it keeps its height on the grid.
    const text = line.text || " ";
    if (last && last.bold === line.bold && last.color === line.color) last.text += `\n${text}`;
    else out.push({ text: last ? `\n${text}` : text, bold: line.bold, color: line.color });
  }
  return out;
}

/**
 * One column (or the full-width span layer) of a table part as a single text of many lines. Drawing a column as one
 * text instead of a box per cell keeps a 500-line invoice to a few hundred react-pdf nodes, which is what makes it
 * render in well under a second; the lines of all columns share one line height, so rows stay aligned.
 */
function Strip(props: { lines: GridLine[]; width: number; align: Align; size: number; style?: Style }) {
  const parts = runs(props.lines);
  const style: Style = {
    width: props.width,
    paddingHorizontal: CELL_PAD,
    textAlign: props.align,
    fontSize: props.size,
    lineHeight: LEADING,
    ...props.style,
  };
  const plain = parts.length === 1 && !parts[0]!.bold && !parts[0]!.color;
  return (
    <Text style={style}>
      {plain
        ? parts[0]!.text
        : parts.map((p, i) => (
            <Text key={i} style={{ fontFamily: p.bold ? "Helvetica-Bold" : "Helvetica", color: p.color ?? COLORS.text }}>
              {p.text}
            </Text>
          ))}
    </Text>
  );
}

function GridView(props: { grid: Grid; widths: number[]; aligns: Align[]; size: number; fill?: string; underline?: boolean }) {
  const { grid, widths, size } = props;
  const lh = lineHeight(size);
  const total = widths.reduce((a, b) => a + b, 0);
  const rule = (top: number, weight: number) => (
    <View key={`rule-${top}`} style={{ position: "absolute", top, left: 0, width: total, height: 0, borderTop: `${weight}pt solid ${COLORS.rule}` }} />
  );
  // Full-width texts are one more layer on the same grid, one per alignment used.
  const spanAligns = [...new Set(grid.spans.flatMap((s) => (s ? [s.align] : [])))];
  return (
    <View style={{ height: grid.lines * lh, width: total, position: "relative", backgroundColor: props.fill }}>
      <View style={{ flexDirection: "row" }}>
        {widths.map((w, i) => (
          <Strip key={i} lines={grid.columns[i]!} width={w} align={props.aligns[i]!} size={size} />
        ))}
      </View>
      {spanAligns.map((align) => (
        <Strip
          key={align}
          lines={grid.spans.map((s) => (s && s.align === align ? s : { text: "", bold: false }))}
          width={total}
          align={align}
          size={size}
          style={{ position: "absolute", top: 0, left: 0 }}
        />
      ))}
      {grid.rules.map((line) => rule(line * lh, 0.5))}
      {props.underline && rule(grid.lines * lh - 0.75, 0.75)}
    </View>
  );
}

/** A table's part on one page: its header (repeated on every page) and the rows that fit. */
export function TablePart(props: { widths: number[]; aligns: Align[]; size: number; header: Grid | null; body: Grid }) {
  const total = props.widths.reduce((a, b) => a + b, 0);
  return (
    <View style={{ width: total, marginBottom: GAP_AFTER_TABLE }}>
      {props.header && (
        <GridView grid={props.header} widths={props.widths} aligns={props.aligns} size={props.size} fill={COLORS.headerFill} underline />
      )}
      <GridView grid={props.body} widths={props.widths} aligns={props.aligns} size={props.size} />
    </View>
  );
}
