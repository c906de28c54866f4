// The member centre's referral page (invite friends, issue 19): the member's link and its QR
// code, the referral promotion's reward, and the friends who registered with the code, each with
// a status (registered, deposited, qualified) and whether its reward was paid.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/qr-code/qr-code';
import { ResultCard } from '../../components/result-card/result-card';
import { callApi } from '../../lib/api-client';
import { useSiteFormat } from '../../lib/use-site-format';
import { referralEndpoint } from './social-endpoints';
import './social.css';

/** The register route with the code (spec: /register?referralCode= pre-fills it). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

export function ReferralPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [page, setPage] = useState(1);
  const [copied, setCopied] = useState(false);
  const summary = useQuery({
    queryKey: ['member', 'referral', page],
    queryFn: ({ signal }) => callApi(referralEndpoint, { query: { page }, signal }),
    placeholderData: (previous) => previous,
  });
  const link = summary.data ? referralLink(window.location.origin, summary.data.referralCode) : '';
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  };
  const counts = summary.data?.counts;
  const max = Math.max(1, counts?.registered ?? 0);
  return (
    <div className="social-page">
      <h2 className="mc-page-title">{t('social.referral.title')}</h2>
      {summary.isError && !summary.data ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : !summary.data ? (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <section className="mc-card referral-card" aria-label={t('social.referral.link')}>
          <QrCode text={link} label={t('social.referral.qr')} size={148} />
          <div className="referral-card__text">
            <p className="referral-card__code">
              {t('social.referral.code')}: <strong>{summary.data.referralCode}</strong>
            </p>
            <input
              className="input"
              readOnly
              value={link}
              aria-label={t('social.referral.link')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="button button--primary" onClick={copy}>
              {copied ? t('social.referral.copied') : t('social.referral.copy')}
            </button>
            <p className="mc-note">
              {summary.data.reward
                ? t('social.referral.reward', {
                    amount: format.money(summary.data.reward.amount),
                    minDeposit: format.money(summary.data.reward.minDeposit),
                  })
                : t('social.referral.noReward')}
            </p>
          </div>
        </section>
      )}
      {counts ? (
        <figure className="referral-chart" aria-label={t('social.referral.funnel')}>
          <figcaption>{t('social.referral.funnel')}</figcaption>
          {(['registered', 'deposited', 'qualified'] as const).map((key) => (
            <div key={key} className="leaderboard__row">
              <span className="leaderboard__name">{t(`social.referral.status.${key}`)}</span>
              <span className="leaderboard__bar" aria-hidden="true">
                <span style={{ width: `${(counts[key] / max) * 100}%` }} />
              </span>
              <span className="leaderboard__value">{counts[key]}</span>
            </div>
          ))}
        </figure>
      ) : null}
      <ResultCard
        label={t('social.referral.friends')}
        data={summary.data}
        isFetching={summary.isFetching}
        isError={summary.isError}
        isEmpty={(data) => data.friends.length === 0}
        emptyText={t('social.referral.empty')}
        footer={
          (summary.data?.totalPages ?? 1) > 1 ? (
            <nav className="social-pager" aria-label={t('records.pages')}>
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => setPage((n) => n - 1)}
              >
                {t('records.previous')}
              </button>
              <span>
                {t('records.pageOf', { pageNo: page, totalPages: summary.data?.totalPages ?? 1 })}
              </span>
              <button
                type="button"
                className="button"
                disabled={page >= (summary.data?.totalPages ?? 1)}
                onClick={() => setPage((n) => n + 1)}
              >
                {t('records.next')}
              </button>
            </nav>
          ) : null
        }
      >
        {(data) => (
          <table className="social-table">
            <thead>
              <tr>
                <th>{t('social.referral.friend')}</th>
                <th>{t('social.referral.registeredAt')}</th>
                <th>{t('social.referral.statusLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {data.friends.map((friend, i) => (
                <tr key={`${friend.username}-${i}`}>
                  <td>{friend.username}</td>
                  <td>{format.date(friend.registeredAt)}</td>
                  <td>
                    {t(`social.referral.status.${friend.status}`)}
                    {friend.rewarded ? ` · ${t('social.referral.rewarded')}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ResultCard>
    </div>
  );
}
