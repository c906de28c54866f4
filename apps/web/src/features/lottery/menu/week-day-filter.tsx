// The week-day filter: every day, or one day (1 Sunday .. 7 Saturday) whose draws the list shows.
// Toggle buttons, so a screen reader hears which day is on.
import { useTranslation } from 'react-i18next';
import { WEEK_DAYS, type WeekDay } from '../lottery-rules';

/** format.weekdayShort's keys, by the spec's day number less one. */
const dayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export const dayKeyOf = (day: WeekDay) => dayKeys[day - 1]!;

export function WeekDayFilter({
  day,
  onChange,
}: {
  day: WeekDay | null;
  onChange: (day: WeekDay | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lottery-days" role="group" aria-label={t('lottery.menu.drawDay')}>
      <button
        type="button"
        className="lottery-chip"
        aria-pressed={day === null}
        onClick={() => onChange(null)}
      >
        {t('lottery.menu.everyDay')}
      </button>
      {WEEK_DAYS.map((d) => (
        <button
          key={d}
          type="button"
          className="lottery-chip"
          aria-pressed={day === d}
          onClick={() => onChange(d)}
        >
          {t(`format.weekdayShort.${dayKeyOf(d)}`)}
        </button>
      ))}
    </div>
  );
}
