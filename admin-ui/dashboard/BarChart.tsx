import { Box, Paper, Typography } from "@mui/material";
import { useLayoutEffect, useRef, useState } from "react";
import { barLayout } from "../lib/chart-scale";

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

/**
 * The dashboard's bar chart, drawn as plain SVG: a value axis of round ticks with dashed grid lines, one bar per
 * category with its name slanted below (`categoryLabels`), and the server's figure over a bar when it is pointed at,
 * tapped or focused (the bars are in the tab order, each named with its figure for screen readers). It replaced
 * recharts, which cost the dashboard some 300 ms on a 2-core machine (docs/decisions/spa-code-splitting.md).
 */
export function BarChart({ bars, label, tick }: Props) {
  const { ref, width, height } = useBoxSize();
  const [active, setActive] = useState<number | null>(null);
  const { font, left, right, bottom, slot, y, ticks, bars: drawn, labels } = barLayout(
    bars.map((b) => b.height),
    bars.map((b) => b.label),
    width,
    height,
  );
  const shown = active === null ? null : bars[active];
  return (
    <Box ref={ref} sx={{ position: "relative", width: "100%", height: "100%" }} onMouseLeave={() => setActive(null)}>
      {width > 0 && height > 0 && (
        <svg width={width} height={height} role="group" aria-label={label} style={{ display: "block", overflow: "visible" }}>
          {ticks.map((t) => (
            <g key={t.value}>
              <line x1={left} x2={right} y1={t.y} y2={t.y} stroke="#ccc" strokeDasharray="3 3" />
              <text x={left - 6} y={t.y} dy="0.32em" textAnchor="end" fontSize={font} fill="#666">
                {tick(t.value)}
              </text>
            </g>
          ))}
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="#666" />
          {bars.map((bar, i) => {
            const cx = drawn[i]!.center;
            return (
              <g key={bar.key}>
                <path
                  data-testid="chart-bar"
                  d={drawn[i]!.path}
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
                  <text x={cx} y={bottom + 12} textAnchor="end" fontSize={font} fill="#666" transform={`rotate(${labels.angle} ${cx} ${bottom + 12})`}>
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
