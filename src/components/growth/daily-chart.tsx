import type { DailyPoint } from '../../../machines/growth-report/growth-report';
import { growthCopy } from '../../content/growth';
import { formatWhole } from '../../lib/number-format';
import { useElementWidth } from '../../lib/use-element-width';

const height = 200;
const pad = { top: 10, right: 10, bottom: 24, left: 40 };
/** Room for one day's label (`11-24` at 12 px) with space around it. */
const labelRoom = 56;

/**
 * Visits (bars) and demo requests (line) per day, drawn as SVG like the ROI chart: no chart library in the admin
 * chunk. The drawing is as wide as its box in pixels, so its labels keep their size on a phone; the figures are in a
 * table for screen readers.
 */
export function DailyChart({ points }: { points: DailyPoint[] }) {
  const [box, width] = useElementWidth<HTMLDivElement>(720);
  const top = Math.max(1, ...points.map((point) => Math.max(point.visits, point.requests)));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const step = plotWidth / Math.max(1, points.length);
  const y = (value: number) => pad.top + plotHeight - (value / top) * plotHeight;
  const line = points.map((point, index) => `${pad.left + step * (index + 0.5)},${y(point.requests)}`).join(' ');
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / labelRoom))));
  return (
    <figure className="flex flex-col gap-3">
      <div ref={box} className="overflow-hidden">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="block"
          role="img"
          aria-labelledby="chart-title"
        >
          {/* A middle line only where it falls on a whole number of people. */}
          {(top % 2 === 0 ? [0, 0.5, 1] : [0, 1]).map((fraction) => (
            <g key={fraction}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(top * fraction)}
                y2={y(top * fraction)}
                className="stroke-white/10"
              />
              <text x={pad.left - 6} y={y(top * fraction) + 4} textAnchor="end" className="fill-slate-400 text-xs">
                {formatWhole(top * fraction)}
              </text>
            </g>
          ))}
          {points.map((point, index) => (
            <rect
              key={point.day}
              x={pad.left + step * index + step * 0.15}
              y={y(point.visits)}
              width={step * 0.7}
              height={pad.top + plotHeight - y(point.visits)}
              className="fill-brand-400/70"
            />
          ))}
          <polyline points={line} fill="none" strokeWidth={2} className="stroke-accent-400" />
          {points.map((point, index) =>
            index % labelEvery === 0 ? (
              <text
                key={point.day}
                x={pad.left + step * (index + 0.5)}
                y={height - 6}
                textAnchor="middle"
                className="fill-slate-400 text-xs"
              >
                {point.day.slice(5)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <figcaption className="flex gap-4 text-sm text-slate-300">
        <span className="flex items-center gap-2">
          <span className="h-3 w-3 rounded-sm bg-brand-400/70" aria-hidden="true" />
          {growthCopy.chartVisits}
        </span>
        <span className="flex items-center gap-2">
          <span className="h-0.5 w-4 bg-accent-400" aria-hidden="true" />
          {growthCopy.chartRequests}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{growthCopy.chartHeading}</caption>
        <thead>
          <tr>
            <th>{growthCopy.chartDay}</th>
            <th>{growthCopy.chartVisits}</th>
            <th>{growthCopy.chartRequests}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <td>{point.day}</td>
              <td>{point.visits}</td>
              <td>{point.requests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
