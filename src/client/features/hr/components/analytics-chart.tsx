// The analytics panels' chart (recharts, loaded on its own: see analytics-panel.tsx): bars or lines
// over one category axis. Colours are mid-tones readable on the light and the dark card; axis text
// takes the card's text colour. Hidden from screen readers: the table beside it has the same numbers.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type ChartSeries = { key: string; label: string; color: string };
export type ChartProps = {
  data: readonly Record<string, string | number | null>[];
  categoryKey: string;
  series: readonly ChartSeries[];
  kind?: "bar" | "line";
};

const TICK = { fill: "currentColor", fontSize: 12 };
const TOOLTIP_STYLE = { backgroundColor: "#0f172a", border: "none", borderRadius: 8, color: "#f8fafc" };

export default function AnalyticsChart({ data, categoryKey, series, kind = "bar" }: ChartProps) {
  const rows = data as Record<string, string | number | null>[];
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
      <XAxis dataKey={categoryKey} tick={TICK} stroke="currentColor" interval="preserveStartEnd" />
      <YAxis tick={TICK} stroke="currentColor" allowDecimals={kind === "bar" ? false : true} width={40} />
      <Tooltip contentStyle={TOOLTIP_STYLE} labelStyle={{ color: "#f8fafc" }} cursor={{ fillOpacity: 0.1 }} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
    </>
  );
  // Hidden from assistive technology and out of the tab order (recharts' keyboard layer is off): the
  // panel's table is the accessible form of the same numbers.
  return (
    <div aria-hidden="true" className="h-64 w-full text-slate-600 dark:text-slate-300">
      <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 320, height: 256 }}>
        {kind === "line" ? (
          <LineChart data={rows} accessibilityLayer={false}>
            {axes}
            {series.map((s) => (
              <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} />
            ))}
          </LineChart>
        ) : (
          <BarChart data={rows} accessibilityLayer={false}>
            {axes}
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
