import { AxisBottom, AxisLeft, type AxisScale } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";

// Line and bar charts drawn with visx: plain SVG, the same on the server as in the browser, scaled
// to the width of their column through the viewBox.

// Narrow enough that the labels stay readable when a phone scales the chart down to its width.
const WIDTH = 480;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 26, bottom: 32, left: 36 };
const INNER_W = WIDTH - MARGIN.left - MARGIN.right;
const INNER_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const AXIS = "#94a3b8";
const tickLabel = () => ({ fill: "#475569", fontSize: 12, textAnchor: "middle" as const });
const leftLabel = () => ({ fill: "#475569", fontSize: 12, textAnchor: "end" as const, dx: -4, dy: 3 });

export const COLORS = { indigo: "#4f46e5", slate: "#94a3b8", emerald: "#059669", amber: "#d97706", red: "#dc2626", sky: "#0284c7" };

export interface LineSeries {
  label: string;
  color: string;
  dashed?: boolean;
  values: Array<number | null>;
}

/** At most `max` evenly spread indices of `n` points, always with the first and the last. */
function spread(n: number, max: number): number[] {
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const step = (n - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}

/** A y scale over whole numbers (counts, days), with at most five whole ticks. */
function yScale(max: number) {
  const step = Math.max(1, Math.ceil(max / 4));
  const top = Math.max(step, Math.ceil(max / step) * step);
  const scale = scaleLinear<number>({ domain: [0, top], range: [INNER_H, 0] });
  return Object.assign(scale, { wholeTicks: Array.from({ length: top / step + 1 }, (_, i) => i * step) });
}

function Frame({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby={labelledBy}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {children}
      </Group>
    </svg>
  );
}

function GridLines({ y }: { y: ReturnType<typeof yScale> }) {
  return (
    <>
      {y.wholeTicks.map((t) => (
        <line key={t} x1={0} x2={INNER_W} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
      ))}
    </>
  );
}

/** One line per series over the same labels (days). */
export function LineChart({
  labelledBy,
  labels,
  series,
  format,
}: {
  labelledBy: string;
  labels: string[];
  series: LineSeries[];
  format: (label: string) => string;
}) {
  const n = labels.length;
  const x = scaleLinear<number>({ domain: [0, Math.max(1, n - 1)], range: n === 1 ? [INNER_W / 2, INNER_W / 2] : [0, INNER_W] });
  const max = Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const y = yScale(max);
  return (
    <Frame labelledBy={labelledBy}>
      <GridLines y={y} />
      {series.map((s) => {
        const points = s.values.flatMap((v, i) => (v === null ? [] : [[i, v] as const]));
        return (
          <g key={s.label}>
            <LinePath
              data={points}
              x={(d) => x(d[0])}
              y={(d) => y(d[1])}
              stroke={s.color}
              strokeWidth={2.5}
              strokeDasharray={s.dashed ? "6 4" : undefined}
              fill="none"
            />
            {points.length <= 2 && points.map(([i, v]) => <circle key={i} cx={x(i)} cy={y(v)} r={3.5} fill={s.color} />)}
          </g>
        );
      })}
      <Axes x={x} y={y} ticks={spread(n, 6)} labels={labels} format={format} />
    </Frame>
  );
}

/** Both charts' axes: whole numbers up the left, every few labels along the bottom. */
function Axes({
  x,
  y,
  ticks,
  labels,
  format,
}: {
  x: AxisScale<number>;
  y: ReturnType<typeof yScale>;
  ticks: number[];
  labels: string[];
  format: (label: string) => string;
}) {
  return (
    <>
      <AxisLeft
        scale={y}
        tickValues={y.wholeTicks}
        tickFormat={(v) => String(v)}
        stroke={AXIS}
        tickStroke={AXIS}
        tickLabelProps={leftLabel}
      />
      <AxisBottom
        top={INNER_H}
        scale={x}
        tickValues={ticks}
        tickFormat={(i) => format(labels[Number(i)] ?? "")}
        stroke={AXIS}
        tickStroke={AXIS}
        tickLabelProps={tickLabel}
      />
    </>
  );
}

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

/** Grouped bars: one group per label, one bar per series. */
export function BarChart({
  labelledBy,
  labels,
  series,
  format,
}: {
  labelledBy: string;
  labels: string[];
  series: BarSeries[];
  format: (label: string) => string;
}) {
  const x = scaleBand<number>({ domain: labels.map((_, i) => i), range: [0, INNER_W], padding: 0.25 });
  const inner = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.1 });
  const y = yScale(Math.max(0, ...series.flatMap((s) => s.values)));
  return (
    <Frame labelledBy={labelledBy}>
      <GridLines y={y} />
      {labels.map((label, i) => (
        <Group key={label} left={x(i) ?? 0}>
          {series.map((s, j) => {
            const v = s.values[i] ?? 0;
            return <Bar key={s.label} x={inner(j) ?? 0} y={y(v)} width={inner.bandwidth()} height={INNER_H - y(v)} fill={s.color} rx={2} />;
          })}
        </Group>
      ))}
      <Axes x={x} y={y} ticks={spread(labels.length, 8)} labels={labels} format={format} />
    </Frame>
  );
}
