// /play/slot: the built-in slot's client (every RNG game the house plays). It authenticates with
// the launch token of its URL, spins through /wps/house/slot/spin with one client key per spin
// (the same key again when a failed spin is retried), and shows the fair seed the spins use.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSlotSpin } from '@wps/contracts/games/house-slot';
import { formatMinor } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import { callApi, useHouseSession } from '../api/use-house';
import { houseSlotSpinEndpoint } from '../api/play-endpoints';
import { HouseFairness } from '../components/house-fairness';
import { PlayError } from '../components/play-error';
import { PlayShell } from '../components/play-shell';
import { useHouseTable } from '../components/use-house-table';
import { prefersReducedMotion } from '../components/use-reduced-motion';
import { usePlayParams } from '../play-params';
import { keepStake, lineChoices, stakeChoices } from './slot-bets';
import { SlotPaytable } from './slot-paytable';
import { cellKey, SlotReels } from './slot-reels';

/** Time between two reels stopping once the answer is in. */
const REEL_STOP_MS = 160;

type Phase = 'idle' | 'spinning' | 'stopping';

function winningCells(spin: TSlotSpin, paylines: number[][], scatter: string | null) {
  const cells = new Set<string>();
  for (const win of spin.wins) {
    const rows = paylines[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(cellKey(reel, rows[reel]!));
  }
  if (scatter && BigInt(spin.scatterWin) > 0n) {
    spin.reels.forEach((column, reel) =>
      column.forEach((symbol, row) => symbol === scatter && cells.add(cellKey(reel, row))),
    );
  }
  return cells;
}

export function SlotPage() {
  const { t } = useTranslation();
  const { token } = usePlayParams();
  const session = useHouseSession(token);
  const table = useHouseTable(token, session.data);
  const requestKey = useRequestKey();
  const game = session.data?.game;
  const rules = game?.slot;

  const [lines, setLines] = useState<number | null>(null);
  const [stake, setStake] = useState<bigint | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [stopped, setStopped] = useState(0);
  const [last, setLast] = useState<TSlotSpin | null>(null);
  const [error, setError] = useState<unknown>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const maxLines = game?.lines ?? 0;
  const lineCount = lines ?? maxLines;
  const minBet = BigInt(game?.minBet ?? '1');
  const maxBet = BigInt(game?.maxBet ?? '0');
  const stakes = useMemo(
    () => stakeChoices(minBet, maxBet, lineCount),
    [minBet, maxBet, lineCount],
  );
  const stakePerLine = keepStake(stake, stakes);
  const total = stakePerLine === null ? null : stakePerLine * BigInt(lineCount);
  const strip = useMemo(() => rules?.reels.flat() ?? [], [rules]);
  const restColumns = useMemo(
    () => rules?.reels.map((reel) => [0, 1, 2].map((row) => reel[row % reel.length] ?? '')) ?? [],
    [rules],
  );
  const columns = last?.reels ?? restColumns;
  const isBusy = phase !== 'idle';
  const highlight = useMemo(
    () =>
      last && phase === 'idle'
        ? winningCells(last, rules?.paylines ?? [], rules?.scatter?.symbol ?? null)
        : new Set<string>(),
    [last, phase, rules],
  );

  function finish(answer: TSlotSpin) {
    table.played(answer);
    setPhase('idle');
  }

  async function onSpin() {
    if (isBusy || stakePerLine === null || !rules) return;
    const request = { stake: stakePerLine.toString(), lines: lineCount };
    setError(null);
    setPhase('spinning');
    setStopped(0);
    try {
      const answer = await callApi(houseSlotSpinEndpoint, {
        body: { token, ...request, clientKey: requestKey.keyFor(request) },
        token: null,
      });
      requestKey.settle();
      setLast(answer);
      if (prefersReducedMotion()) {
        finish(answer);
        return;
      }
      setPhase('stopping');
      for (let reel = 1; reel <= answer.reels.length; reel++) {
        timers.current.push(
          window.setTimeout(() => {
            setStopped(reel);
            if (reel === answer.reels.length) finish(answer);
          }, reel * REEL_STOP_MS),
        );
      }
    } catch (e) {
      setError(e);
      setPhase('idle');
    }
  }

  const lastWin = last && phase === 'idle' ? last.win : null;
  return (
    <PlayShell
      title={game?.name ?? t('play.slot.title')}
      balance={table.balance}
      currency={session.data?.currency}
      hasToken={token !== ''}
      isLoading={session.isPending}
      loadError={session.error}
    >
      {game && rules && (
        <div className="play-layout">
          <div>
            <section className="play-table" aria-label={t('play.slot.title')}>
              <SlotReels
                columns={columns}
                strip={strip}
                spinning={isBusy}
                stopped={phase === 'stopping' ? stopped : 0}
                highlight={highlight}
                label={t('play.slot.reels')}
              />
              <dl className="play-stats">
                <div>
                  <dt>{t('play.slot.totalBet')}</dt>
                  <dd>{total === null ? '—' : formatMinor(total)}</dd>
                </div>
                <div>
                  <dt>{t('play.slot.lastWin')}</dt>
                  <dd
                    className={lastWin && lastWin !== '0' ? 'play-win' : undefined}
                    data-testid="last-win"
                  >
                    {lastWin === null ? '—' : formatMinor(lastWin)}
                  </dd>
                </div>
              </dl>
              <div className="play-controls">
                <label className="play-field">
                  {t('play.slot.stakePerLine')}
                  <select
                    value={stakePerLine?.toString() ?? ''}
                    disabled={isBusy || stakes.length === 0}
                    onChange={(e) => setStake(BigInt(e.target.value))}
                  >
                    {stakes.map((s) => (
                      <option key={s.toString()} value={s.toString()}>
                        {formatMinor(s)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="play-field">
                  {t('play.slot.lines')}
                  <select
                    value={lineCount}
                    disabled={isBusy}
                    onChange={(e) => setLines(Number(e.target.value))}
                  >
                    {lineChoices(maxLines).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="play-button play-button--big"
                  onClick={onSpin}
                  disabled={isBusy || stakePerLine === null}
                  aria-busy={isBusy}
                >
                  {t('play.slot.spin')}
                </button>
              </div>
              <PlayError error={error} />
              {last && phase === 'idle' && (
                <div role="status" className="slot-result">
                  {BigInt(last.win) > 0n ? (
                    <p className="play-win">
                      {t('play.slot.youWon', { win: formatMinor(last.win) })}
                    </p>
                  ) : (
                    <p>{t('play.slot.noWin')}</p>
                  )}
                  {last.wins.length > 0 && (
                    <ul className="slot-lines">
                      {last.wins.map((w) => (
                        <li key={w.line}>
                          {t('play.slot.lineWin', {
                            line: w.line,
                            count: w.count,
                            symbol: w.symbol,
                            win: formatMinor(w.win),
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                  {BigInt(last.scatterWin) > 0n && (
                    <p>
                      {t('play.slot.scatterWin', {
                        count: last.scatterCount,
                        win: formatMinor(last.scatterWin),
                      })}
                    </p>
                  )}
                  {BigInt(last.jackpotWin) > 0n && (
                    <p className="play-win">
                      {t('play.slot.jackpotWin', { win: formatMinor(last.jackpotWin) })}
                    </p>
                  )}
                </div>
              )}
            </section>
          </div>
          <aside>
            <SlotPaytable rules={rules} serverRtp={game.rtp} />
            <HouseFairness table={table} busy={isBusy} />
          </aside>
        </div>
      )}
    </PlayShell>
  );
}
