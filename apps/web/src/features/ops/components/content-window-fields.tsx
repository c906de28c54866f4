// When and in which order a notice or banner shows, and whether it is switched on. Times are typed
// and shown in the site's zone (../local-time.ts).
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../../lib/use-site-format';
import { fromLocalInput, toLocalInput } from '../local-time';
import { DateTimeInput } from './date-time-input';

export interface ContentWindow {
  /** Wall time in `timeZone` as yyyy-MM-ddTHH:mm ('' for none; other text: not a time). */
  startsAt: string;
  endsAt: string;
  /** The zone the wall times are in: the site's (the device's while it is not known). */
  timeZone: string | undefined;
  sort: number;
  isActive: boolean;
}

/** A window as the API holds it: ISO times, no end for open-ended. */
interface ApiWindow {
  startsAt: string;
  endsAt: string | null;
  sort: number;
  isActive: boolean;
}

/** The form's window for an item; a new one starts now, has no end and is switched on. */
export function windowDraftOf(item: ApiWindow | null, timeZone: string | undefined): ContentWindow {
  return {
    startsAt: toLocalInput(item?.startsAt ?? new Date().toISOString(), timeZone),
    endsAt: toLocalInput(item?.endsAt ?? null, timeZone),
    timeZone,
    sort: item?.sort ?? 0,
    isActive: item?.isActive ?? true,
  };
}

/**
 * The form's window as the request sends it. A start or end that is not a time is sent as typed,
 * so the contract check names the field instead of an end being read as "no end".
 */
export function windowInput(draft: ContentWindow) {
  return {
    startsAt: fromLocalInput(draft.startsAt, draft.timeZone) ?? draft.startsAt,
    endsAt:
      draft.endsAt === '' ? null : (fromLocalInput(draft.endsAt, draft.timeZone) ?? draft.endsAt),
    sort: draft.sort,
    isActive: draft.isActive,
  };
}

export function ContentWindowFields({
  value,
  onChange,
}: {
  value: ContentWindow;
  onChange: (value: ContentWindow) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<ContentWindow>) => onChange({ ...value, ...patch });
  return (
    <div className="ops-row">
      <label className="ops-field">
        <span>{t('ops.content.startsAt')}</span>
        <DateTimeInput required value={value.startsAt} onChange={(startsAt) => set({ startsAt })} />
      </label>
      <label className="ops-field">
        <span>{t('ops.content.endsAt')}</span>
        <DateTimeInput value={value.endsAt} onChange={(endsAt) => set({ endsAt })} />
      </label>
      <SortField value={value.sort} onChange={(sort) => set({ sort })} />
      <label className="ops-check">
        <input
          type="checkbox"
          checked={value.isActive}
          onChange={(e) => set({ isActive: e.target.checked })}
        />
        <span>{t('ops.content.isActive')}</span>
      </label>
    </div>
  );
}

/** An item's place in its list (notices, banners, help articles). */
export function SortField({
  value,
  onChange,
}: {
  value: number;
  onChange: (sort: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="ops-field ops-field-narrow">
      <span>{t('ops.content.sort')}</span>
      <input
        type="number"
        min={0}
        max={10000}
        value={value}
        onChange={(e) => onChange(e.target.valueAsNumber || 0)}
      />
    </label>
  );
}

/** A listed item's window: a badge when it is switched off, and when it shows. */
export function ContentWindowSummary({
  isActive,
  startsAt,
  endsAt,
}: {
  isActive: boolean;
  /** ISO times as the API sends them. */
  startsAt: string;
  endsAt: string | null;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  return (
    <>
      {!isActive && <span className="ops-badge ops-badge-warn">{t('ops.content.inactive')}</span>}
      <span className="ops-hint">
        {site.dateTime(startsAt, { seconds: false })}
        {' – '}
        {endsAt ? site.dateTime(endsAt, { seconds: false }) : t('ops.content.noEnd')}
      </span>
    </>
  );
}
