import { Box, Paper, Typography } from "@mui/material";
import { useLayoutEffect, useRef, useState } from "react";
import { categoryLabels, niceTicks } from "../lib/chart-scale";

/** One bar: its category, its height (from the server's figure), the figure as shown, and its colour. */
export interface ChartBar {
  key: string;
  label: string;
  height: number;
  shown: string;
  color: string;
}

interface Props {
  bars: ChartBar[];
  /** What the chart shows, for screen readers. */
  label: string;
  /** A value-axis tick as printed, e.g. $1.5k. */
  tick: (value: number) => string;
}

const FONT = 11;
const AXIS_WIDTH = 56;
const MARGIN = 8;
/** The share of a bar's slot left empty on each side, as recharts drew it. */
const GAP = 0.1;
const RADIUS = 4;

/** The width and height the element is given, kept up to date as the layout changes (a phone turned sideways). */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

/** A bar with its top corners rounded, from its left edge, top, width and height (downwards). */
function barPath(x: number, y: number, w: number, h: number, roundTop: boolean): string {
  const r = roundTop ? Math.min(RADIUS, w / 2, h) : 0;
  return `M${x},${y + h}V${y + r}Q${x},${y} ${x + r},${y}H${x + w - r}Q${x + w},${y} ${x + w},${y + r}V${y + h}Z`;
}

/**
 * The dashboard's bar chart, drawn as plain SVG: a value axis of round ticks with dashed grid lines, one bar per
 * category with its name slanted below (`categoryLabels`), and the server's figure over a bar when it is pointed at,
 * tapped or focused (the bars are in the tab order, each named with its figure for screen readers). It replaced
 * recharts, which cost the dashboard some 300 ms on a 2-core machine (docs/decisions/spa-code-splitting.md).
 */
export function BarChart({ bars, label, tick }: Props) {
  const { ref, width, height } = useBoxSize();
  const [active, setActive] = useState<number | null>(null);
  const ticks = niceTicks(bars.map((b) => b.height));
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const left = MARGIN + AXIS_WIDTH;
  const right = Math.max(left + 1, width - MARGIN);
  const top = MARGIN;
  const slot = (right - left) / Math.max(bars.length, 1);
  const barWidth = slot * (1 - 2 * GAP);
  const labels = categoryLabels(bars.map((b) => b.label), slot);
  const bottom = Math.max(top + 1, height - labels.height);
  const y = (v: number) => bottom - ((v - low) / (high - low)) * (bottom - top);
  /** Where bars start: the zero line, or the axis's end nearest to it. */
  const zero = y(Math.max(low, Math.min(0, high)));
  const shown = active === null ? null : bars[active];
  return (
    <Box ref={ref} sx={{ position: "relative", width: "100%", height: "100%" }} onMouseLeave={() => setActive(null)}>
      {width > 0 && height > 0 && (
        <svg width={width} height={height} role="group" aria-label={label} style={{ display: "block", overflow: "visible" }}>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke="#ccc" strokeDasharray="3 3" />
              <text x={left - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={FONT} fill="#666">
                {tick(t)}
              </text>
            </g>
          ))}
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="#666" />
          {bars.map((bar, i) => {
            const x = left + i * slot + slot * GAP;
            const end = y(bar.height);
            const cx = left + i * slot + slot / 2;
            return (
              <g key={bar.key}>
                <path
                  data-testid="chart-bar"
                  d={barPath(x, Math.min(zero, end), barWidth, Math.abs(zero - end), bar.height >= 0)}
                  fill={bar.color}
                  opacity={active === null || active === i ? 1 : 0.6}
                  tabIndex={0}
                  role="img"
                  aria-label={`${bar.label}: ${bar.shown}`}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => setActive(i)}
                  onFocus={() => setActive(i)}
                  onBlur={() => setActive(null)}
                  style={{ cursor: "pointer", outline: "none" }}
                />
                {labels.text[i] !== null && (
                  <text x={cx} y={bottom + 12} textAnchor="end" fontSize={FONT} fill="#666" transform={`rotate(${labels.angle} ${cx} ${bottom + 12})`}>
                    {labels.text[i]}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      {shown && active !== null && (
        <Paper
          data-testid="chart-tooltip"
          elevation={3}
          sx={{
            position: "absolute",
            pointerEvents: "none",
            px: 1.5,
            py: 1,
            top: Math.max(0, y(Math.max(shown.height, 0)) - 56),
            left: Math.min(Math.max(0, left + active * slot + slot / 2 - 70), Math.max(0, width - 140)),
            minWidth: 140,
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {shown.label}
          </Typography>
          <Typography variant="body2">{shown.shown}</Typography>
        </Paper>
      )}
    </Box>
  );
}
