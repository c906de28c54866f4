// The agent centre's "register/account centre" page (issue 17): an agent opens player and
// sub-agent accounts directly under itself, and keeps its affiliate links (domain, invitation
// code, QR code to download) with the registrations each brought. The agent centre's shell
// routes here; the page needs nothing from it.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAffiliateLink } from '@wps/contracts/account/agent-join';
import { FormField } from '../../../components/form/form-field';
import { NewAccountFields } from '../../../components/form/new-account-fields';
import { SubmitRow } from '../../../components/form/submit-row';
import { useForm } from '../../../components/form/use-form';
import { QrCode, qrPath } from '../../../components/qr-code/qr-code';
import { callApi } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSiteFormat } from '../../../lib/use-site-format';
import { registerDownlineEndpoint } from './account-centre-endpoints';
import { useAffiliateLinks, useCreateAffiliateLink } from './use-affiliate-links';
import './account-centre.css';

const USERNAME = /^[A-Za-z0-9_]{1,64}$/;

export function AccountCentrePage() {
  const { t } = useTranslation();
  return (
    <div className="account-centre">
      <h3 className="account-centre__title">{t('agentAccountCentre.title')}</h3>
      <OpenAccount />
      <AffiliateLinks />
    </div>
  );
}

type OpenField = 'username' | 'password' | 'confirmPassword';

function OpenAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'player' | 'agent'>('player');
  const [opened, setOpened] = useState<{
    username: string;
    kind: 'player' | 'agent';
    affiliateCode: string | null;
  } | null>(null);
  const form = useForm<OpenField>(
    { username: '', password: '', confirmPassword: '' },
    (name, all) => {
      if (all[name] === '') return t('validation.required');
      if (name === 'username') {
        return USERNAME.test(all.username.trim()) ? null : t('agentAccountCentre.usernameFormat');
      }
      if (name === 'confirmPassword' && all.confirmPassword !== all.password) {
        return t('errors.PASSWORDS_DO_NOT_MATCH');
      }
      return null;
    },
  );
  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['username', 'password', 'confirmPassword'],
      onInvalid: (first) => document.getElementById(`downline-${first}`)?.focus(),
      send: async () => {
        const made = await callApi(registerDownlineEndpoint, {
          body: {
            kind,
            username: form.values.username.trim(),
            password: form.values.password,
            confirmPassword: form.values.confirmPassword,
          },
        });
        setOpened(made);
        form.setValues({ username: '', password: '', confirmPassword: '' });
        // The team's lists (downline, overview) read the new member.
        await queryClient.invalidateQueries({ queryKey: ['member', 'agent'] });
      },
    });

  return (
    <section className="account-centre__card card" aria-labelledby="downline-open-title">
      <h4 id="downline-open-title">{t('agentAccountCentre.openTitle')}</h4>
      <p className="account-centre__lead">{t('agentAccountCentre.openLead')}</p>
      {opened && (
        <p className="account-centre__done" role="status">
          {opened.kind === 'agent'
            ? t('agentAccountCentre.openedAgent', {
                username: opened.username,
                code: opened.affiliateCode ?? '',
              })
            : t('agentAccountCentre.openedPlayer', { username: opened.username })}
        </p>
      )}
      <form className="form account-centre__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="account-centre__kinds">
          <legend className="form-field__label">{t('agentAccountCentre.kind')}</legend>
          {(['player', 'agent'] as const).map((k) => (
            <label key={k} className="account-centre__kind">
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {t(`agentAccountCentre.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <NewAccountFields
          idPrefix="downline"
          labels={{
            username: t('agentAccountCentre.username'),
            password: t('agentAccountCentre.password'),
            confirmPassword: t('agentAccountCentre.confirmPassword'),
          }}
          usernameAutoComplete="off"
          form={form}
        />
        <SubmitRow
          problem={form.problem}
          busy={form.isSending}
          label={form.isSending ? t('agentAccountCentre.opening') : t('agentAccountCentre.open')}
        />
      </form>
    </section>
  );
}

/** The QR code as an SVG file, drawn from the same modules the page shows. */
async function downloadQr(link: TAffiliateLink) {
  const { size, path } = await qrPath(link.url);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 8}" height="${size * 8}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `affiliate-${link.code}.svg`;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function AffiliateLinks() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const links = useAffiliateLinks();
  const create = useCreateAffiliateLink();
  const [domain, setDomain] = useState('');
  const [copied, setCopied] = useState<number | null>(null);
  const chosen = domain || links.data?.domains[0] || '';

  async function copy(link: TAffiliateLink) {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(link.id);
    } catch {
      // No clipboard (an insecure origin): the address stays selectable on screen.
    }
  }

  return (
    <section className="account-centre__card card" aria-labelledby="affiliate-links-title">
      <h4 id="affiliate-links-title">{t('agentAccountCentre.linksTitle')}</h4>
      <p className="account-centre__lead">{t('agentAccountCentre.linksLead')}</p>
      {links.isPending && <p role="status">{t('common.loading')}</p>}
      {links.isError && (
        <p role="alert" className="account-centre__problem">
          {errorText(links.error, t)}{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void links.refetch()}
          >
            {t('common.reload')}
          </button>
        </p>
      )}
      {links.data && links.data.items.length === 0 && <p>{t('agentAccountCentre.noLinks')}</p>}
      {links.data && links.data.items.length > 0 && (
        <ul className="affiliate-links" aria-label={t('agentAccountCentre.linksTitle')}>
          {links.data.items.map((link) => (
            <li key={link.id} className="affiliate-link">
              <QrCode
                text={link.url}
                label={t('agentAccountCentre.qrLabel', { code: link.code })}
                size={132}
              />
              <dl className="affiliate-link__facts">
                <dt>{t('agentAccountCentre.code')}</dt>
                <dd className="affiliate-link__code">{link.code}</dd>
                <dt>{t('agentAccountCentre.domain')}</dt>
                <dd>{link.domain}</dd>
                <dt>{t('agentAccountCentre.link')}</dt>
                <dd className="affiliate-link__url">{link.url}</dd>
                <dt>{t('agentAccountCentre.registrations')}</dt>
                <dd>{link.registrations}</dd>
                <dt>{t('agentAccountCentre.created')}</dt>
                <dd>{format.date(link.createdAt)}</dd>
              </dl>
              <div className="affiliate-link__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => void copy(link)}
                >
                  {copied === link.id
                    ? t('agentAccountCentre.copied')
                    : t('agentAccountCentre.copy')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => void downloadQr(link)}
                  aria-label={t('agentAccountCentre.downloadQrNamed', { code: link.code })}
                >
                  {t('agentAccountCentre.downloadQr')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {links.data && (
        <form
          className="account-centre__new-link"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) create.mutate(chosen);
          }}
        >
          <FormField label={t('agentAccountCentre.newLinkDomain')}>
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={chosen}
                onChange={(e) => setDomain(e.target.value)}
              >
                {links.data.domains.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {t('agentAccountCentre.newLink')}
          </button>
          <p className="form__problem" role="alert">
            {create.error ? errorText(create.error, t) : ''}
          </p>
        </form>
      )}
    </section>
  );
}
