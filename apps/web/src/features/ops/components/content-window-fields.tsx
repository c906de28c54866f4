// When and in which order a notice or banner shows, and whether it is switched on.
import { useTranslation } from 'react-i18next';

export interface ContentWindow {
  /** Local wall time as <input type="datetime-local"> holds it. */
  startsAt: string;
  endsAt: string;
  sort: number;
  isActive: boolean;
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
        <input
          type="datetime-local"
          required
          value={value.startsAt}
          onChange={(e) => set({ startsAt: e.target.value })}
        />
      </label>
      <label className="ops-field">
        <span>{t('ops.content.endsAt')}</span>
        <input
          type="datetime-local"
          value={value.endsAt}
          onChange={(e) => set({ endsAt: e.target.value })}
        />
      </label>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.content.sort')}</span>
        <input
          type="number"
          min={0}
          max={10000}
          value={value.sort}
          onChange={(e) => set({ sort: e.target.valueAsNumber || 0 })}
        />
      </label>
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
