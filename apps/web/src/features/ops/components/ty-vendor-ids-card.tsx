// The vendor ids of the TY-language site (spec 9): for a vendor with a separate account for the
// TY market, the vendor the TY site lists and launches in its place. Changing it needs
// games.edit; every operator in the vendors section reads it.
import { useTranslation } from 'react-i18next';
import { gameTypes } from '@wps/contracts/content/game-nav';
import type { TVendorChoice } from '@wps/contracts/content/ops-vendors';
import {
  findTyVendorPairProblem,
  TY_VENDOR_PAIRS_MAX,
  ZTyVendorIds,
  type TTyVendorIds,
} from '@wps/contracts/content/ty-vendor-ids';
import { useVendorChoices } from '../api/use-vendor-choices';
import { usePutTyVendorIds } from '../api/use-put-ty-vendor-ids';
import { useTyVendorIds } from '../api/use-ty-vendor-ids';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { useSettingsForm } from './use-settings-form';

/** A row's vendor not chosen yet: no vendor has id 0, so the form's check stops it. */
const NONE = 0;

export function TyVendorIdsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const vendors = useVendorChoices();
  const mapping = useTyVendorIds();
  return (
    <section className="ops-card" aria-labelledby="ops-ty-vendor-ids">
      <h2 id="ops-ty-vendor-ids">{t('ops.vendors.ty.title')}</h2>
      <p className="ops-hint">{t('ops.vendors.ty.hint')}</p>
      <QueryView query={vendors}>
        {(all) => (
          <QueryView query={mapping}>
            {(saved) => <TyVendorIdsForm vendors={all} saved={saved} canEdit={canEdit} />}
          </QueryView>
        )}
      </QueryView>
    </section>
  );
}

function TyVendorIdsForm({
  vendors,
  saved,
  canEdit,
}: {
  vendors: TVendorChoice[];
  saved: TTyVendorIds;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const typeOf = new Map(vendors.map((v) => [v.id, v.gameType]));
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial: saved,
    schema: ZTyVendorIds,
    save: usePutTyVendorIds(),
    canEdit,
    // The contract's own rules, said per row in words; the server checks them again.
    precheck: ({ pairs }) => {
      const unchosen = pairs.findIndex((p) => p.vendorId === NONE || p.tyVendorId === NONE);
      if (unchosen >= 0) return t('ops.vendors.ty.problems.choose', { row: unchosen + 1 });
      const found = findTyVendorPairProblem(pairs);
      if (found) return t(`ops.vendors.ty.problems.${found.problem}`, { row: found.index + 1 });
      const mixed = pairs.findIndex((p) => typeOf.get(p.vendorId) !== typeOf.get(p.tyVendorId));
      return mixed >= 0 ? t('ops.vendors.ty.problems.gameType', { row: mixed + 1 }) : '';
    },
    fieldName: () => t('ops.vendors.ty.title'),
  });
  const { pairs } = draft;
  const setPairs = (next: TTyVendorIds['pairs']) => setDraft({ pairs: next });

  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        {pairs.length === 0 && <p>{t('ops.vendors.ty.none')}</p>}
        {pairs.map((pair, index) => {
          const row = index + 1;
          const gameType = typeOf.get(pair.vendorId);
          return (
            // Rows have no id of their own until saved; the index is what they are.
            <div className="ops-row" key={index}>
              <label className="ops-field">
                <span>{t('ops.vendors.ty.vendor')}</span>
                <VendorSelect
                  aria-label={t('ops.vendors.ty.vendorRow', { row })}
                  vendors={vendors}
                  value={pair.vendorId}
                  onChange={(vendorId) =>
                    setPairs(
                      pairs.map((p, i) =>
                        i !== index
                          ? p
                          : {
                              vendorId,
                              // A TY vendor of another game type cannot stay chosen.
                              tyVendorId:
                                typeOf.get(p.tyVendorId) === typeOf.get(vendorId)
                                  ? p.tyVendorId
                                  : NONE,
                            },
                      ),
                    )
                  }
                />
              </label>
              <label className="ops-field">
                <span>{t('ops.vendors.ty.tyVendor')}</span>
                <VendorSelect
                  aria-label={t('ops.vendors.ty.tyVendorRow', { row })}
                  vendors={vendors.filter((v) => v.gameType === gameType && v.id !== pair.vendorId)}
                  value={pair.tyVendorId}
                  onChange={(tyVendorId) =>
                    setPairs(pairs.map((p, i) => (i === index ? { ...p, tyVendorId } : p)))
                  }
                />
              </label>
              <button
                type="button"
                className="ops-button"
                aria-label={t('ops.removeNamed', { name: t('ops.vendors.ty.row', { row }) })}
                onClick={() => setPairs(pairs.filter((_, i) => i !== index))}
              >
                {t('ops.remove')}
              </button>
            </div>
          );
        })}
        <div className="ops-actions">
          <button
            type="button"
            className="ops-button"
            disabled={pairs.length >= TY_VENDOR_PAIRS_MAX}
            onClick={() => setPairs([...pairs, { vendorId: NONE, tyVendorId: NONE }])}
          >
            {t('ops.vendors.ty.add')}
          </button>
        </div>
      </fieldset>
      {!canEdit && <p className="ops-hint">{t('ops.vendors.ty.readOnly')}</p>}
      {/* Named for its card: the section's vendor edit form has a Save of its own. */}
      <FormFooter {...footer} submitLabel={t('ops.vendors.ty.save')} />
    </form>
  );
}

/** Vendors by game type, named as operators know them; "choose" until one is. */
function VendorSelect({
  vendors,
  value,
  onChange,
  'aria-label': label,
}: {
  vendors: TVendorChoice[];
  value: number;
  onChange: (id: number) => void;
  'aria-label': string;
}) {
  const { t } = useTranslation();
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      <option value={NONE}>{t('ops.vendors.ty.choose')}</option>
      {gameTypes
        .filter((type) => vendors.some((v) => v.gameType === type))
        .map((type) => (
          <optgroup key={type} label={type}>
            {vendors
              .filter((v) => v.gameType === type)
              .map((v) => (
                <option key={v.id} value={v.id}>
                  {v.displayName} ({v.vassalage})
                </option>
              ))}
          </optgroup>
        ))}
    </select>
  );
}
