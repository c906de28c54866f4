// The agent centre's team management (downline): everyone under me, any level deep, with search
// by username, filters by level and by agents or players, balance, last login and status, 15 to
// a page; on each row the transfer (the wallet's transfer-to-downline call) and, for a direct
// downline agent, the contract offer; and the agent's own remark on each member.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDownlineMember, TDownlineQuery } from '@wps/contracts/agent/reports';
import { REPORT_PAGE_SIZE } from '../report-constants';
import { FormField } from '../../../components/form/form-field';
import { RecordsList, type RecordColumn } from '../../../components/records-kit/records-kit';
import { useSiteFormat } from '../../../lib/use-site-format';
import type { AgentPageProps } from '../agent-page-props';
import { fetchDownline, reportPages, useDownline } from '../agent-reports-api';
import { OfferContractDialog } from '../components/offer-contract-dialog';
import { RemarkDialog } from '../components/remark-dialog';
import { TransferDialog } from '../components/transfer-dialog';
import { contractKinds, flagOfKind } from '../contract-format';
import { moneyColumn, useReportPaging } from './report-page';
import '../../../styles/member-page.css';

const LEVELS = 10;

type Dialog = { kind: 'transfer' | 'offer' | 'remark'; member: TDownlineMember };
type KindFilter = '' | NonNullable<TDownlineQuery['kind']>;

export function TeamManagementPage({ flags }: AgentPageProps) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [level, setLevel] = useState('');
  const [kind, setKind] = useState<KindFilter>('');
  const pages = useReportPaging();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const filter = {
    sort: 'level' as const,
    ...(username ? { username } : {}),
    ...(level ? { level: Number(level) } : {}),
    ...(kind ? { kind } : {}),
  };
  const downline = useDownline({ ...filter, pageNo: pages.pageNo, pageSize: REPORT_PAGE_SIZE });
  const canOffer = contractKinds.some((kind) => flags[flagOfKind[kind]]);

  const columns: RecordColumn<TDownlineMember>[] = [
    {
      key: 'username',
      label: t('agent.team.username'),
      cell: (m) => (
        <>
          {m.username}
          {m.isAgent && <span className="mc-tag">{t('agent.team.agent')}</span>}
        </>
      ),
      csv: (m) => m.username,
    },
    {
      key: 'level',
      label: t('agent.team.level'),
      numeric: true,
      cell: (m) => m.level,
      csv: (m) => m.level,
    },
    moneyColumn(format, 'balance', t('agent.team.balance')),
    {
      key: 'lastLogin',
      label: t('agent.team.lastLogin'),
      cell: (m) => (m.lastLoginAt ? format.dateTime(m.lastLoginAt) : t('agent.team.never')),
      csv: (m) => m.lastLoginAt ?? '',
    },
    {
      key: 'status',
      label: t('agent.team.status'),
      cell: (m) => (
        <span className={m.status === 'active' ? 'mc-tag' : 'mc-tag mc-tag--off'}>
          {t(`agent.team.statuses.${m.status}`)}
        </span>
      ),
      csv: (m) => m.status,
    },
    {
      key: 'upline',
      label: t('agent.team.upline'),
      cell: (m) => m.upline ?? '—',
      csv: (m) => m.upline ?? '',
    },
    {
      key: 'remark',
      label: t('agent.remark.label'),
      cell: (m) => <span className="agent-remark">{m.remark || '—'}</span>,
      csv: (m) => m.remark,
    },
    {
      key: 'actions',
      label: t('agent.actions'),
      cell: (m) => (
        <span className="agent-row-actions">
          <button
            type="button"
            className="button button--small"
            aria-label={t('agent.team.transferTo', { username: m.username })}
            onClick={() => setDialog({ kind: 'transfer', member: m })}
          >
            {t('agent.team.transfer')}
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={t('agent.remark.editFor', { username: m.username })}
            onClick={() => setDialog({ kind: 'remark', member: m })}
          >
            {t('agent.remark.edit')}
          </button>
          {canOffer && m.isAgent && m.level === 1 && (
            <button
              type="button"
              className="button button--small"
              aria-label={t('agent.team.offerTo', { username: m.username })}
              onClick={() => setDialog({ kind: 'offer', member: m })}
            >
              {t('agent.team.contract')}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.teamManagement')}</h2>
      <form
        className="mc-card records-filters"
        role="search"
        aria-label={t('agent.team.search')}
        onSubmit={(event) => {
          event.preventDefault();
          setUsername(typed.trim());
          pages.firstPage();
        }}
      >
        <FormField label={t('agent.team.username')} id="agent-team-username">
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="search"
              maxLength={64}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('agent.team.level')} id="agent-team-level">
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={level}
              onChange={(event) => {
                setLevel(event.target.value);
                pages.firstPage();
              }}
            >
              <option value="">{t('agent.team.allLevels')}</option>
              {Array.from({ length: LEVELS }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {t('agent.team.levelN', { level: i + 1 })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('agent.team.kind')} id="agent-team-kind">
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as KindFilter);
                pages.firstPage();
              }}
            >
              <option value="">{t('agent.team.allKinds')}</option>
              <option value="agent">{t('agent.team.agents')}</option>
              <option value="player">{t('agent.team.players')}</option>
            </select>
          )}
        </FormField>
        <button type="submit" className="button button--primary">
          {t('agent.team.find')}
        </button>
      </form>
      <RecordsList
        label={t('agent.team.list')}
        caption={(answer) => t('agent.team.caption', { total: answer.total })}
        query={downline}
        rows={(answer) => answer.list}
        rowKey={(m) => String(m.memberId)}
        columns={columns}
        emptyText={username || level || kind ? t('agent.team.noneFound') : t('agent.team.none')}
        csvName="downline"
        paging={pages.paging(downline.data?.totalPages)}
        fetchPage={reportPages(fetchDownline, filter)}
      />
      {dialog?.kind === 'transfer' && (
        <TransferDialog username={dialog.member.username} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remark' && (
        <RemarkDialog
          memberId={dialog.member.memberId}
          username={dialog.member.username}
          remark={dialog.member.remark}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'offer' && (
        <OfferContractDialog
          username={dialog.member.username}
          flags={flags}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
