// Domain routes (settings.edit): the site's alternative addresses and app downloads, which the
// route-entry page lists fastest first. The whole list is replaced on save.
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZDomainRoute, type TDomainRoute } from '@wps/contracts/system/domain-route';
import { domainRoutes } from '../api/use-site-settings-document';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { WholeNumberField } from './whole-number-field';
import { useSettingsForm } from './use-settings-form';

const resourceTypes = ZDomainRoute.shape.resourceType.options;
const ZRoutes = z.strictObject({ routes: z.array(ZDomainRoute).max(50) });
type TRoutes = z.infer<typeof ZRoutes>;

const emptyRoute: TDomainRoute = { speed: 0, resourceType: 'WEB', url: '', qrCodeUrl: null };

export function DomainsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const current = domainRoutes.use();
  return (
    <section className="ops-card" aria-labelledby="ops-domains-title">
      <h2 id="ops-domains-title">{t('ops.domains.title')}</h2>
      <p className="ops-hint">{t('ops.domains.hint')}</p>
      <QueryView query={current}>
        {(routes) => <DomainsForm initial={{ routes }} canEdit={canEdit} />}
      </QueryView>
    </section>
  );
}

function DomainsForm({ initial, canEdit }: { initial: TRoutes; canEdit: boolean }) {
  const { t } = useTranslation();
  const put = domainRoutes.usePut();
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZRoutes,
    // The server answers the list it keeps, fastest first: that becomes the draft.
    save: {
      mutate: (body, { onSuccess }) =>
        put.mutate(body, { onSuccess: (routes) => onSuccess({ routes }) }),
      error: put.error,
      isPending: put.isPending,
    },
    canEdit,
    fieldName: (path) => {
      const [, row, field] = path.split('.');
      return t('ops.domains.fieldOfRow', {
        row: Number(row) + 1,
        field: t(`ops.domains.fields.${field}`, { defaultValue: field }),
      });
    },
  });
  const setRow = (i: number, patch: Partial<TDomainRoute>) =>
    setDraft((d) => ({ routes: d.routes.map((r, k) => (k === i ? { ...r, ...patch } : r)) }));
  const removeRow = (i: number) =>
    setDraft((d) => ({ routes: d.routes.filter((_, k) => k !== i) }));

  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        {draft.routes.length === 0 && <p>{t('ops.domains.none')}</p>}
        <ol className="ops-list ops-domain-list">
          {draft.routes.map((route, i) => (
            <li key={i} className="ops-row ops-domain-row">
              <label className="ops-field ops-field-narrow">
                <span>{t('ops.domains.fields.resourceType')}</span>
                <select
                  value={route.resourceType}
                  onChange={(e) =>
                    setRow(i, { resourceType: e.target.value as TDomainRoute['resourceType'] })
                  }
                >
                  {resourceTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`ops.domains.types.${type}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="ops-field">
                <span>{t('ops.domains.fields.url')}</span>
                <input
                  type="url"
                  value={route.url}
                  maxLength={500}
                  placeholder="https://"
                  onChange={(e) => setRow(i, { url: e.target.value.trim() })}
                />
              </label>
              <WholeNumberField
                className="ops-field ops-field-narrow"
                label={t('ops.domains.fields.speed')}
                min={0}
                max={60_000}
                value={route.speed}
                onChange={(speed) => setRow(i, { speed })}
              />
              <label className="ops-field">
                <span>{t('ops.domains.fields.qrCodeUrl')}</span>
                <input
                  value={route.qrCodeUrl ?? ''}
                  maxLength={300}
                  placeholder="/images/qr/app.png"
                  onChange={(e) => setRow(i, { qrCodeUrl: e.target.value.trim() || null })}
                />
              </label>
              <button
                type="button"
                className="ops-button ops-button-danger"
                aria-label={t('ops.removeNamed', { name: route.url || `#${i + 1}` })}
                onClick={() => removeRow(i)}
              >
                {t('ops.remove')}
              </button>
            </li>
          ))}
        </ol>
        <div className="ops-actions">
          <button
            type="button"
            className="ops-button"
            disabled={draft.routes.length >= 50}
            onClick={() => setDraft((d) => ({ routes: [...d.routes, emptyRoute] }))}
          >
            {t('ops.domains.add')}
          </button>
        </div>
      </fieldset>
      <FormFooter {...footer} />
    </form>
  );
}
