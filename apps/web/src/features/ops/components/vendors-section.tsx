// Vendors: their name, order, hot flag and whether players see them (content.edit); their wallet
// mode, signing key and the TY site's vendor ids (games.edit). A new key is shown once, here, and
// never again: the list only says when the key was last set. Hiding a vendor asks first and says
// what it does.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gameTypes, type TGameType } from '@wps/contracts/content/game-nav';
import {
  VENDORS_PAGE_SIZE,
  ZVendorPatch,
  type TOpsVendor,
} from '@wps/contracts/content/ops-vendors';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useOpsVendors } from '../api/use-ops-vendors';
import {
  useRotateVendorKey,
  useSetVendorWalletMode,
  useUpdateVendor,
} from '../api/use-vendor-admin';
import { checkWith } from '../schema-problem';
import { ApiErrorText } from './api-error-text';
import { ConfirmButton } from './confirm-button';
import { Pager } from './pager';
import { QueryView } from './query-view';
import { WholeNumberField } from './whole-number-field';
import { ShownOnce } from './shown-once';
import { TyVendorIdsCard } from './ty-vendor-ids-card';

export function VendorsSection({
  canEdit,
  canEditIntegration,
}: {
  /** content.edit: name, order, hot flag, shown or hidden. */
  canEdit: boolean;
  /** games.edit: wallet mode and signing key. */
  canEditIntegration: boolean;
}) {
  const { t } = useTranslation();
  const [gameType, setGameType] = useState<TGameType | ''>('');
  const rotate = useRotateVendorKey();
  const [editing, setEditing] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const vendors = useOpsVendors({
    gameType: gameType === '' ? undefined : gameType,
    pageNo: page,
    pageSize: VENDORS_PAGE_SIZE,
  });

  return (
    <>
      {rotate.data && (
        <ShownOnce
          title={t('ops.vendors.newKeyTitle', { name: rotate.data.vendor.displayName })}
          warning={t('ops.vendors.newKeyWarning')}
          value={rotate.data.key}
          onDone={() => rotate.reset()}
        />
      )}
      <section className="ops-card" aria-labelledby="ops-vendors-title">
        <h2 id="ops-vendors-title">{t('ops.vendors.title')}</h2>
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.vendors.gameType')}</span>
          <select
            value={gameType}
            onChange={(e) => {
              setGameType(e.target.value as TGameType);
              setPage(1);
            }}
          >
            <option value="">{t('ops.vendors.allTypes')}</option>
            {gameTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        {canEditIntegration && <p className="ops-hint">{t('ops.vendors.hideFirst')}</p>}
        <ApiErrorText error={rotate.error} />
        <QueryView query={vendors}>
          {({ items, totalPages }) =>
            items.length === 0 ? (
              <p>{t('ops.vendors.none')}</p>
            ) : (
              <>
                <ul className="ops-vendor-list" aria-busy={vendors.isFetching}>
                  {items.map((vendor) => (
                    <VendorRow
                      key={vendor.id}
                      vendor={vendor}
                      canEdit={canEdit}
                      canEditIntegration={canEditIntegration}
                      isEditing={editing === vendor.id}
                      onEdit={(open) => setEditing(open ? vendor.id : null)}
                      onRotate={() => rotate.mutate({ params: { id: vendor.id } })}
                      isRotating={rotate.isPending}
                    />
                  ))}
                </ul>
                <Pager page={page} totalPages={totalPages} onPage={setPage} />
              </>
            )
          }
        </QueryView>
      </section>
      <TyVendorIdsCard canEdit={canEditIntegration} />
    </>
  );
}

function VendorRow({
  vendor,
  canEdit,
  canEditIntegration,
  isEditing,
  onEdit,
  onRotate,
  isRotating,
}: {
  vendor: TOpsVendor;
  canEdit: boolean;
  canEditIntegration: boolean;
  isEditing: boolean;
  onEdit: (open: boolean) => void;
  onRotate: () => void;
  isRotating: boolean;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const update = useUpdateVendor();
  const walletMode = useSetVendorWalletMode();
  const name = vendor.displayName;
  const otherMode = vendor.walletMode === 'seamless' ? 'transfer' : 'seamless';
  const setActive = (isActive: boolean) =>
    update.mutate({ params: { id: vendor.id }, body: { isActive } });

  return (
    <li className="ops-vendor" aria-labelledby={`ops-vendor-${vendor.id}`}>
      <div className="ops-vendor-head">
        <h3 id={`ops-vendor-${vendor.id}`}>
          {name} <code>{vendor.vassalage}</code>
        </h3>
        <span className="ops-badge">{vendor.gameType}</span>
        <span className={vendor.isActive ? 'ops-badge ops-badge-ok' : 'ops-badge ops-badge-warn'}>
          {vendor.isActive ? t('ops.vendors.listed') : t('ops.vendors.hidden')}
        </span>
        {vendor.isHot && <span className="ops-badge">{t('ops.vendors.hot')}</span>}
      </div>
      <div className="ops-vendor-body">
        <dl className="ops-vendor-facts">
          <div>
            <dt>{t('ops.vendors.sort')}</dt>
            <dd>{vendor.sort}</dd>
          </div>
          <div>
            <dt>{t('ops.vendors.walletMode')}</dt>
            <dd>{t(`ops.vendors.modes.${vendor.walletMode}`)}</dd>
          </div>
          <div>
            <dt>{t('ops.vendors.key')}</dt>
            <dd>
              {vendor.keyUpdatedAt === null
                ? t('ops.vendors.noKey')
                : t('ops.vendors.keySet', { at: site.dateTime(vendor.keyUpdatedAt) })}
            </dd>
          </div>
        </dl>
        {isEditing ? (
          <VendorForm vendor={vendor} onDone={() => onEdit(false)} />
        ) : (
          <div className="ops-actions">
            <button
              type="button"
              className="ops-button"
              disabled={!canEdit}
              aria-label={t('ops.vendors.editNamed', { name })}
              onClick={() => onEdit(true)}
            >
              {t('ops.vendors.edit')}
            </button>
            {vendor.isActive ? (
              <ConfirmButton
                disabled={!canEdit || update.isPending}
                onConfirm={() => setActive(false)}
                texts={{
                  ask: t('ops.vendors.hide'),
                  askLabel: t('ops.vendors.hideNamed', { name }),
                  confirm: t('ops.vendors.confirmHide', { name }),
                  confirmLabel: t('ops.vendors.confirmHide', { name }),
                  back: t('ops.vendors.back'),
                }}
              />
            ) : (
              <button
                type="button"
                className="ops-button"
                disabled={!canEdit || update.isPending}
                aria-label={t('ops.vendors.showNamed', { name })}
                onClick={() => setActive(true)}
              >
                {t('ops.vendors.show')}
              </button>
            )}
            {canEditIntegration && (
              <>
                <button
                  type="button"
                  className="ops-button"
                  disabled={vendor.isActive || walletMode.isPending}
                  title={vendor.isActive ? t('ops.vendors.hideFirst') : undefined}
                  aria-label={t('ops.vendors.switchNamed', {
                    name,
                    mode: t(`ops.vendors.modes.${otherMode}`),
                  })}
                  onClick={() =>
                    walletMode.mutate({
                      params: { id: vendor.id },
                      body: { walletMode: otherMode },
                    })
                  }
                >
                  {t('ops.vendors.switchTo', { mode: t(`ops.vendors.modes.${otherMode}`) })}
                </button>
                {vendor.keyUpdatedAt !== null && (
                  <ConfirmButton
                    disabled={isRotating}
                    onConfirm={onRotate}
                    texts={{
                      ask: t('ops.vendors.rotate'),
                      askLabel: t('ops.vendors.rotateNamed', { name }),
                      confirm: t('ops.vendors.confirmRotate', { name }),
                      confirmLabel: t('ops.vendors.confirmRotate', { name }),
                      back: t('ops.vendors.back'),
                    }}
                  />
                )}
              </>
            )}
          </div>
        )}
      </div>
      <ApiErrorText error={update.error ?? walletMode.error} />
    </li>
  );
}

function VendorForm({ vendor, onDone }: { vendor: TOpsVendor; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateVendor();
  const [displayName, setDisplayName] = useState(vendor.displayName);
  const [sort, setSort] = useState(vendor.sort);
  const [isHot, setIsHot] = useState(vendor.isHot);
  const [problem, setProblem] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWith(ZVendorPatch, { displayName: displayName.trim(), sort, isHot });
    if (checked.problem !== null) {
      const field = checked.problem.split('.').pop() ?? '';
      setProblem(t('ops.form.invalidField', { field: t(`ops.vendors.${field}`, field) }));
      return;
    }
    setProblem('');
    update.mutate({ params: { id: vendor.id }, body: checked.data }, { onSuccess: onDone });
  }

  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <div className="ops-row">
        <label className="ops-field">
          <span>{t('ops.vendors.displayName')}</span>
          <input
            value={displayName}
            maxLength={60}
            onChange={(e) => setDisplayName(e.target.value)}
          />
        </label>
        <WholeNumberField
          className="ops-field ops-field-narrow"
          label={t('ops.vendors.sort')}
          min={0}
          max={10_000}
          value={sort}
          onChange={setSort}
        />
        <label className="ops-check">
          <input type="checkbox" checked={isHot} onChange={(e) => setIsHot(e.target.checked)} />
          <span>{t('ops.vendors.hot')}</span>
        </label>
      </div>
      {problem && (
        <p className="ops-error" role="alert">
          {problem}
        </p>
      )}
      <ApiErrorText error={update.error} />
      <div className="ops-actions">
        <button type="submit" className="ops-button ops-button-primary" disabled={update.isPending}>
          {t('ops.save')}
        </button>
        <button type="button" className="ops-button" onClick={onDone}>
          {t('ops.content.cancel')}
        </button>
      </div>
    </form>
  );
}
