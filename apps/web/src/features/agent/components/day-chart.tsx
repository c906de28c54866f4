// A small bar chart of one figure per day (team overview: registrations, active members, deposits,
// valid bet, profit and loss), drawn as SVG by hand: a few dozen bars need no chart library, and
// none rides in any chunk (docs/decisions.md "Agent centre (issue 17)"). Negative days (a loss)
// hang below the zero line in the loss colour. Each bar names its day and value on hover, and
// the whole chart has a label with the total, so a screen reader gets what the eye gets.
import './day-chart.css';

export interface DayPoint {
  /** yyyy-MM-dd */
  day: string;
  /** Plotted height; money as a Number of minor units is exact enough for a picture. */
  value: number;
  /** The value as the page shows it. */
  label: string;
}

const WIDTH = 600;
const HEIGHT = 140;

export function DayChart({
  title,
  total,
  points,
}: {
  title: string;
  /** The range's total as shown. */
  total: string;
  points: readonly DayPoint[];
}) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const span = max - min || 1;
  const zeroY = (max / span) * HEIGHT;
  const slot = WIDTH / Math.max(points.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure className="day-chart">
      <figcaption className="day-chart__head" aria-hidden="true">
        <span className="day-chart__title">{title}</span>
        <span className="day-chart__total">{total}</span>
      </figcaption>
      <svg
        className="day-chart__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${total}`}
      >
        <line className="day-chart__zero" x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
        {points.map((point, index) => {
          const height = (Math.abs(point.value) / span) * HEIGHT;
          const y = point.value >= 0 ? zeroY - height : zeroY;
          return (
            <rect
              key={point.day}
              className={point.value < 0 ? 'day-chart__bar day-chart__bar--loss' : 'day-chart__bar'}
              x={index * slot + (slot - barWidth) / 2}
              y={y}
              width={barWidth}
              height={Math.max(height, point.value === 0 ? 0 : 1)}
            >
              <title>{`${point.day}: ${point.label}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="day-chart__axis" aria-hidden="true">
          <span>{first.day}</span>
          <span>{last.day}</span>
        </div>
      )}
    </figure>
  );
}
