// The agent centre's register / account centre: open a player or sub-agent account directly under
// me, and my affiliate links (domain, invitation code, the registration address, its QR code to
// show or download, and how many registrations each brought); a new link on one of the site's
// domains.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAffiliateLink } from '@wps/contracts/account/agent-join';
import { TextField } from '../../../components/form/form-field';
import { SubmitRow } from '../../../components/form/submit-row';
import { useForm } from '../../../components/form/use-form';
import { QrCode, qrPath } from '../../../components/qr-code/qr-code';
import { callApi } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSiteFormat } from '../../../lib/use-site-format';
import {
  affiliateLinksKey,
  createAffiliateLinkEndpoint,
  registerDownlineEndpoint,
  useAffiliateLinks,
} from '../agent-join-api';
import { agentKey } from '../agent-contracts-api';
import '../../../styles/member-page.css';

type Field = 'username' | 'password' | 'confirmPassword';
type Kind = 'player' | 'agent';

function RegisterDownline() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('player');
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Field>({ username: '', password: '', confirmPassword: '' }, (name, all) => {
    if (all[name] === '') return t('validation.required');
    if (name === 'username' && !/^[A-Za-z0-9_]{1,64}$/.test(all.username.trim()))
      return t('agent.account.usernameRule');
    if (name === 'confirmPassword' && all.confirmPassword !== all.password)
      return t('errors.PASSWORDS_DO_NOT_MATCH');
    return null;
  });
  const { values, errors } = form;
  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['username', 'password', 'confirmPassword'],
      onInvalid: (first) => document.getElementById(`agent-register-${first}`)?.focus(),
      send: async () => {
        setDone(null);
        const made = await callApi(registerDownlineEndpoint, {
          body: {
            kind,
            username: values.username.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
          },
        });
        form.setValues({ username: '', password: '', confirmPassword: '' });
        setDone(
          made.kind === 'agent'
            ? t('agent.account.doneAgent', {
                username: made.username,
                code: made.affiliateCode ?? '',
              })
            : t('agent.account.donePlayer', { username: made.username }),
        );
        await queryClient.invalidateQueries({ queryKey: agentKey });
      },
    });
  return (
    <section className="mc-card" aria-labelledby="agent-register-title">
      <div className="mc-card__head">
        <h3 id="agent-register-title" className="mc-card__title">
          {t('agent.account.register')}
        </h3>
      </div>
      <form className="form mc-card__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="agent-kind">
          <legend>{t('agent.account.kind')}</legend>
          {(['player', 'agent'] as const).map((k) => (
            <label key={k} className="agent-kind__option">
              <input
                type="radio"
                name="agent-register-kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {t(`agent.account.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          id="agent-register-username"
          label={t('agent.team.username')}
          name="username"
          autoComplete="off"
          maxLength={64}
          required
          value={values.username}
          onChange={form.setValue('username')}
          error={errors.username}
        />
        <TextField
          id="agent-register-password"
          label={t('agent.account.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          required
          value={values.password}
          onChange={form.setValue('password')}
          error={errors.password}
        />
        <TextField
          id="agent-register-confirmPassword"
          label={t('agent.account.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          required
          value={values.confirmPassword}
          onChange={form.setValue('confirmPassword')}
          error={errors.confirmPassword}
        />
        <p className="mc-done" role="status">
          {done ?? ''}
        </p>
        <SubmitRow problem={form.problem} busy={form.isSending} label={t('agent.account.create')} />
      </form>
    </section>
  );
}

/** The link's QR code as an SVG file. */
async function downloadQr(link: TAffiliateLink) {
  const { size, path } = await qrPath(link.url);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 8}" height="${size * 8}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `invite-${link.code}.svg`;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function AffiliateLink({ link }: { link: TAffiliateLink }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [copied, setCopied] = useState(false);
  return (
    <li className="agent-link">
      <QrCode text={link.url} label={t('agent.account.qrOf', { code: link.code })} size={112} />
      <dl className="mc-facts agent-link__facts">
        <dt>{t('agent.account.code')}</dt>
        <dd>{link.code}</dd>
        <dt>{t('agent.account.domain')}</dt>
        <dd>{link.domain}</dd>
        <dt>{t('agent.account.address')}</dt>
        <dd className="agent-link__url">{link.url}</dd>
        <dt>{t('agent.account.registrations')}</dt>
        <dd>{link.registrations}</dd>
        <dt>{t('agent.account.created')}</dt>
        <dd>{format.date(link.createdAt)}</dd>
      </dl>
      <div className="agent-actions">
        <button
          type="button"
          className="button button--small"
          onClick={() =>
            void navigator.clipboard?.writeText(link.url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('agent.account.copied') : t('agent.account.copy')}
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => void downloadQr(link)}
        >
          {t('agent.account.downloadQr')}
        </button>
      </div>
    </li>
  );
}

function AffiliateLinks() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const links = useAffiliateLinks();
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const domains = links.data?.domains ?? [];
  const chosen = domain || domains[0] || '';
  const add = async () => {
    setProblem(null);
    setIsAdding(true);
    try {
      await callApi(createAffiliateLinkEndpoint, { body: { domain: chosen } });
      await queryClient.invalidateQueries({ queryKey: affiliateLinksKey });
    } catch (error) {
      setProblem(errorText(error, t));
    } finally {
      setIsAdding(false);
    }
  };
  return (
    <section className="mc-card" aria-labelledby="agent-links-title" aria-busy={links.isFetching}>
      <div className="mc-card__head">
        <h3 id="agent-links-title" className="mc-card__title">
          {t('agent.account.links')}
        </h3>
      </div>
      {links.isError && !links.data ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : !links.data ? (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      ) : links.data.items.length === 0 ? (
        <p className="mc-note">{t('agent.account.noLinks')}</p>
      ) : (
        <ul className="agent-links">
          {links.data.items.map((link) => (
            <AffiliateLink key={link.id} link={link} />
          ))}
        </ul>
      )}
      {domains.length > 0 && (
        <div className="records-filters agent-link-add">
          <label className="agent-field">
            <span>{t('agent.account.domain')}</span>
            <select value={chosen} onChange={(event) => setDomain(event.target.value)}>
              {domains.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" disabled={isAdding} onClick={() => void add()}>
            {t('agent.account.newLink')}
          </button>
        </div>
      )}
      {problem && (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

export function AccountCentrePage() {
  const { t } = useTranslation();
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.accountCentre')}</h2>
      <RegisterDownline />
      <AffiliateLinks />
    </div>
  );
}
