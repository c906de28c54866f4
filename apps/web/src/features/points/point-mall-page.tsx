// /pointMall (issue 19; spec "Points"): the member's points, the catalogue with redeeming (payment
// password; goods ask for shipping details), converting points to cash, the redeem history and
// the point records (both from the records kit, by a range of days in the site's zone). Visitors
// see the catalogue and a prompt to log in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@wps/contracts/http';
import type { TPointRecord, TPointReward, TRedemption } from '@wps/contracts/loyalty/points';
import {
  RecordsFilters,
  RecordsList,
  useRecordsRange,
  type RecordColumn,
} from '../../components/records-kit/records-kit';
import { ResultCard } from '../../components/result-card/result-card';
import { isLanguageFile } from '../../i18n/languages';
import { ApiError, callApi } from '../../lib/api-client';
import { toMajor } from '../../lib/money-amount';
import { useSession } from '../../lib/session';
import { useSiteFormat } from '../../lib/use-site-format';
import {
  convertEndpoint,
  pointBalanceEndpoint,
  pointConfigEndpoint,
  pointRecordsEndpoint,
  pointRewardsEndpoint,
  redeemEndpoint,
  redeemListEndpoint,
} from './points-endpoints';
import { usePointsTexts } from './points-texts';
import './points.css';

const pointsKey = ['member', 'points'] as const;
type Tab = 'mall' | 'history' | 'records';

/** Whole points with thousands separators, as the site formats numbers. */
export const countOf = (value: string | number) => BigInt(value).toLocaleString('en-US');

const newKey = () => `pm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function useApiLanguage() {
  const { i18n } = useTranslation();
  return isLanguageFile(i18n.language) ? i18n.language : 'EN';
}

function problemOf(error: unknown, t: (key: string) => string): string | null {
  if (!error) return null;
  return error instanceof ApiError ? t(`errors.${error.code}`) : t('errors.loadFailed');
}

export function PointMallPage() {
  const { t } = useTranslation();
  const isReady = usePointsTexts();
  const { isLoggedIn } = useSession();
  const [tab, setTab] = useState<Tab>('mall');
  if (!isReady) {
    return (
      <p className="mc-note" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className="points-page">
      <h1 className="points-page__title">{t('points.title')}</h1>
      {isLoggedIn ? <BalanceCard /> : <p className="mc-note">{t('points.loginFirst')}</p>}
      {isLoggedIn ? (
        <div className="points-tabs" role="tablist" aria-label={t('points.title')}>
          {(['mall', 'history', 'records'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`points-tabs__tab${tab === name ? ' points-tabs__tab--on' : ''}`}
              onClick={() => setTab(name)}
            >
              {t(`points.tab.${name}`)}
            </button>
          ))}
        </div>
      ) : null}
      {tab === 'mall' || !isLoggedIn ? <Catalogue canRedeem={isLoggedIn} /> : null}
      {tab === 'history' && isLoggedIn ? <RedeemHistory /> : null}
      {tab === 'records' && isLoggedIn ? <PointRecords /> : null}
    </div>
  );
}

/** The member's point balance; the balance card and the catalogue share one query. */
function usePointBalance(enabled = true) {
  return useQuery({
    queryKey: [...pointsKey, 'balance'],
    queryFn: ({ signal }) => callApi(pointBalanceEndpoint, { signal }),
    enabled,
  });
}

function BalanceCard() {
  const { t } = useTranslation();
  const balance = usePointBalance();
  const config = useQuery({
    queryKey: ['points', 'config'],
    queryFn: ({ signal }) => callApi(pointConfigEndpoint, { signal }),
  });
  return (
    <section className="mc-card points-balance" aria-label={t('points.balance')}>
      <div>
        <span className="points-balance__label">{t('points.balance')}</span>
        <strong className="points-balance__value" data-testid="points-balance">
          {balance.isError && !balance.data
            ? t('errors.loadFailed')
            : balance.data
              ? countOf(balance.data.points)
              : '…'}
        </strong>
        <span className="points-balance__note">{t('points.neverExpire')}</span>
      </div>
      {config.data && config.data.enabled && config.data.convertPoints > 0 ? (
        <ConvertForm
          ratePoints={config.data.convertPoints}
          rateAmount={config.data.convertAmount}
          min={config.data.convertMin}
        />
      ) : null}
    </section>
  );
}

function ConvertForm(props: { ratePoints: number; rateAmount: string; min: number }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(newKey);
  const convert = useMutation({
    mutationFn: () =>
      callApi(convertEndpoint, {
        body: {
          idempotencyKey: key,
          points: Number(points),
          paymentPassword: password || undefined,
        },
      }),
    onSuccess: () => {
      setPoints('');
      setPassword('');
      setKey(newKey());
      void queryClient.invalidateQueries({ queryKey: pointsKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'wallet'] });
    },
  });
  const whole = /^[1-9][0-9]{0,8}$/.test(points) ? BigInt(points) : 0n;
  const cash = (whole * BigInt(props.rateAmount)) / BigInt(props.ratePoints);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (whole > 0n) convert.mutate();
  };
  return (
    <form className="points-convert" onSubmit={onSubmit} aria-label={t('points.convert')}>
      <p className="points-convert__rate">
        {t('points.rate', {
          points: countOf(props.ratePoints),
          amount: format.money(props.rateAmount),
          min: countOf(props.min),
        })}
      </p>
      <label>
        {t('points.convertPoints')}
        <input
          inputMode="numeric"
          value={points}
          onChange={(e) => setPoints(e.target.value.replace(/[^0-9]/g, ''))}
        />
      </label>
      <label>
        {t('points.paymentPassword')}
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={(e) => setPassword(e.target.value.replace(/[^0-9]/g, ''))}
        />
      </label>
      <p className="points-convert__cash">{t('points.youGet', { amount: format.money(cash) })}</p>
      <button
        type="submit"
        className="button button--primary"
        disabled={whole === 0n || convert.isPending}
      >
        {t('points.convert')}
      </button>
      {convert.isSuccess ? (
        <p role="status">{t('points.converted', { amount: format.money(convert.data.amount) })}</p>
      ) : null}
      {convert.error ? (
        <p className="form__problem" role="alert">
          {problemOf(convert.error, t)}
        </p>
      ) : null}
    </form>
  );
}

function Catalogue({ canRedeem }: { canRedeem: boolean }) {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const rewards = useQuery({
    queryKey: ['points', 'rewards', language],
    queryFn: ({ signal }) => callApi(pointRewardsEndpoint, { query: { language }, signal }),
  });
  const balance = usePointBalance(canRedeem);
  // Unknown until the balance loads: the button stays enabled then, as the server checks anyway.
  const points = balance.data ? BigInt(balance.data.points) : null;
  const [chosen, setChosen] = useState<TPointReward | null>(null);
  return (
    <ResultCard
      label={t('points.catalogue')}
      data={rewards.data}
      isFetching={rewards.isFetching}
      isError={rewards.isError}
      isEmpty={(data) => data.list.length === 0}
      emptyText={t('points.emptyCatalogue')}
    >
      {(data) => (
        <>
          <ul className="points-grid">
            {data.list.map((reward) => (
              <li key={reward.id}>
                <RewardCard
                  reward={reward}
                  canRedeem={canRedeem}
                  canAfford={points === null || points >= BigInt(reward.points)}
                  onRedeem={() => setChosen(reward)}
                />
              </li>
            ))}
          </ul>
          {chosen ? <RedeemForm reward={chosen} onClose={() => setChosen(null)} /> : null}
        </>
      )}
    </ResultCard>
  );
}

function RewardCard(props: {
  reward: TPointReward;
  canRedeem: boolean;
  /** False when the member's balance is below one of this item (the server refuses it too). */
  canAfford: boolean;
  onRedeem: () => void;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const { reward } = props;
  const soldOut = reward.stock !== null && reward.stock <= 0;
  const isShort = !soldOut && !props.canAfford;
  const reasonId = `points-reward-${reward.id}-reason`;
  return (
    <article className="points-reward">
      {reward.image ? <img src={reward.image} alt="" className="points-reward__image" /> : null}
      <span className={`points-reward__kind points-reward__kind--${reward.kind}`}>
        {t(`points.kind.${reward.kind}`)}
      </span>
      <h3>{reward.name}</h3>
      {reward.description ? <p>{reward.description}</p> : null}
      {reward.kind === 'bonus' ? (
        <p className="points-reward__bonus">
          {t('points.bonusOf', { amount: format.money(reward.bonusAmount) })}
        </p>
      ) : null}
      <p className="points-reward__price">{t('points.cost', { points: countOf(reward.points) })}</p>
      <p className="points-reward__stock">
        {reward.stock === null ? t('points.unlimited') : t('points.stock', { count: reward.stock })}
      </p>
      {props.canRedeem ? (
        <button
          type="button"
          className="button button--primary"
          disabled={soldOut || isShort}
          aria-describedby={isShort ? reasonId : undefined}
          onClick={props.onRedeem}
        >
          {soldOut ? t('points.soldOut') : t('points.redeem')}
        </button>
      ) : null}
      {props.canRedeem && isShort ? (
        <p id={reasonId} className="points-reward__short">
          {t('points.notEnough')}
        </p>
      ) : null}
    </article>
  );
}

function RedeemForm({ reward, onClose }: { reward: TPointReward; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [shipping, setShipping] = useState({ name: '', phone: '', address: '' });
  const [password, setPassword] = useState('');
  const [key] = useState(newKey);
  const redeem = useMutation({
    mutationFn: () =>
      callApi(redeemEndpoint, {
        body: {
          idempotencyKey: key,
          rewardId: reward.id,
          quantity,
          ...(reward.needsShipping ? { shipping } : {}),
          paymentPassword: password || undefined,
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pointsKey });
      void queryClient.invalidateQueries({ queryKey: ['points', 'rewards'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'wallet'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate();
  };
  const field = (name: keyof typeof shipping) => (
    <label>
      {t(`points.shipping.${name}`)}
      <input
        required
        value={shipping[name]}
        maxLength={name === 'address' ? 300 : 60}
        onChange={(e) => setShipping((s) => ({ ...s, [name]: e.target.value }))}
      />
    </label>
  );
  return (
    <form
      className="mc-card points-redeem"
      onSubmit={onSubmit}
      aria-label={t('points.redeemTitle', { name: reward.name })}
    >
      <h3>{t('points.redeemTitle', { name: reward.name })}</h3>
      {redeem.isSuccess ? (
        <>
          <p role="status">
            {redeem.data.redemption.status === 'approved'
              ? t('points.redeemedBonus')
              : t('points.redeemedGoods')}
          </p>
          <button type="button" className="button" onClick={onClose}>
            {t('points.close')}
          </button>
        </>
      ) : (
        <>
          <label>
            {t('points.quantity')}
            <input
              type="number"
              min={1}
              max={100}
              value={quantity}
              onChange={(e) => setQuantity(Math.max(1, Math.min(100, Number(e.target.value) || 1)))}
            />
          </label>
          <p>{t('points.total', { points: countOf(reward.points * quantity) })}</p>
          {reward.needsShipping ? (
            <fieldset className="points-redeem__shipping">
              <legend>{t('points.shipping.title')}</legend>
              {field('name')}
              {field('phone')}
              {field('address')}
            </fieldset>
          ) : null}
          <label>
            {t('points.paymentPassword')}
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={password}
              onChange={(e) => setPassword(e.target.value.replace(/[^0-9]/g, ''))}
            />
          </label>
          <div className="points-redeem__actions">
            <button type="submit" className="button button--primary" disabled={redeem.isPending}>
              {t('points.confirm')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('points.cancel')}
            </button>
          </div>
          {redeem.error ? (
            <p className="form__problem" role="alert">
              {problemOf(redeem.error, t)}
            </p>
          ) : null}
        </>
      )}
    </form>
  );
}

/** Spec 9: 15 to a page. */
const PAGE = 15;

type PointListQuery = {
  language: TLanguage;
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
};

/**
 * One of the mall's paged lists (redeem history, point records), built from the records kit: the
 * range of days with the quick picks (site's zone), 15 a page with the page kept while the next
 * loads, a table on a desktop and cards on a phone, and the CSV export.
 */
function PointHistoryList<T>(props: {
  label: string;
  emptyText: string;
  name: 'history' | 'records';
  columns: readonly RecordColumn<T>[];
  rowKey: (row: T) => string;
  fetchPage: (
    query: PointListQuery,
    signal: AbortSignal,
  ) => Promise<{ list: readonly T[]; total: number }>;
}) {
  const language = useApiLanguage();
  const [pageNo, setPageNo] = useState(1);
  const range = useRecordsRange({ onChange: () => setPageNo(1) });
  const query: PointListQuery = { language, ...range.asked, pageNo, pageSize: PAGE };
  const list = useQuery({
    queryKey: [...pointsKey, props.name, query],
    queryFn: ({ signal }) => props.fetchPage(query, signal),
    placeholderData: (previous) => previous,
  });
  const pagesOf = (total: number) => Math.ceil(total / PAGE);
  return (
    <>
      <RecordsFilters range={range} />
      <RecordsList
        label={props.label}
        caption={() => props.label}
        query={list}
        rows={(data) => data.list}
        rowKey={props.rowKey}
        columns={props.columns}
        emptyText={props.emptyText}
        csvName={`point-${props.name}-${range.asked.startDate}-${range.asked.endDate}`}
        paging={{ pageNo, totalPages: pagesOf(list.data?.total ?? 0), onPageChange: setPageNo }}
        fetchPage={async (page, pageSize, signal) => {
          const data = await props.fetchPage({ ...query, pageNo: page, pageSize }, signal);
          return {
            rows: data.list,
            total: data.total,
            totalPages: Math.ceil(data.total / pageSize),
          };
        }}
      />
    </>
  );
}

/** Signed points as '+1,200' or '-60'. */
const signedPoints = (points: string) => (points.startsWith('-') ? '' : '+') + countOf(points);
const pointsClass = (points: string) =>
  points.startsWith('-') ? 'mc-amount--out' : 'mc-amount--in';

function RedeemHistory() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const statusName = (r: TRedemption) => t(`points.status.${r.status}`);
  const columns: RecordColumn<TRedemption>[] = [
    {
      key: 'time',
      label: t('points.col.time'),
      cell: (r) => format.dateTime(r.createdAt),
      csv: (r) => format.dateTime(r.createdAt),
    },
    { key: 'name', label: t('points.ops.name'), cell: (r) => r.name, csv: (r) => r.name },
    {
      key: 'quantity',
      label: t('points.col.quantity'),
      numeric: true,
      cell: (r) => r.quantity,
      csv: (r) => r.quantity,
    },
    {
      key: 'points',
      label: t('points.col.points'),
      numeric: true,
      cell: (r) => countOf(r.points),
      csv: (r) => r.points,
    },
    {
      key: 'status',
      label: t('points.col.status'),
      cell: (r) => (
        <span className={`points-status points-status--${r.status}`}>{statusName(r)}</span>
      ),
      csv: statusName,
    },
    {
      key: 'remark',
      label: t('points.col.remark'),
      cell: (r) => r.remark ?? '—',
      csv: (r) => r.remark,
    },
  ];
  return (
    <PointHistoryList
      label={t('points.tab.history')}
      emptyText={t('points.emptyHistory')}
      name="history"
      columns={columns}
      rowKey={(r) => String(r.id)}
      fetchPage={(query, signal) => callApi(redeemListEndpoint, { query, signal })}
    />
  );
}

function PointRecords() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const typeName = (r: TPointRecord) => t(`points.type.${r.type}`, { defaultValue: r.type });
  const statusName = (r: TPointRecord) => (r.status ? t(`points.status.${r.status}`) : null);
  const columns: RecordColumn<TPointRecord>[] = [
    {
      key: 'time',
      label: t('points.col.time'),
      cell: (r) => format.dateTime(r.time),
      csv: (r) => format.dateTime(r.time),
    },
    { key: 'type', label: t('points.col.type'), cell: typeName, csv: typeName },
    {
      key: 'points',
      label: t('points.col.points'),
      numeric: true,
      cellClass: (r) => pointsClass(r.points),
      cell: (r) => signedPoints(r.points),
      csv: (r) => r.points,
    },
    {
      key: 'amount',
      label: t('points.col.amount'),
      numeric: true,
      cell: (r) => (r.amount === '0' ? '—' : format.money(r.amount)),
      csv: (r) => (r.amount === '0' ? null : toMajor(r.amount)),
    },
    {
      key: 'quantity',
      label: t('points.col.quantity'),
      numeric: true,
      cell: (r) => r.quantity ?? '—',
      csv: (r) => r.quantity,
    },
    {
      key: 'status',
      label: t('points.col.status'),
      cell: (r) => statusName(r) ?? '—',
      csv: statusName,
    },
    {
      key: 'remark',
      label: t('points.col.remark'),
      cell: (r) => r.remark ?? '—',
      csv: (r) => r.remark,
    },
  ];
  return (
    <PointHistoryList
      label={t('points.tab.records')}
      emptyText={t('points.emptyRecords')}
      name="records"
      columns={columns}
      rowKey={(r) => String(r.id)}
      fetchPage={(query, signal) => callApi(pointRecordsEndpoint, { query, signal })}
    />
  );
}
