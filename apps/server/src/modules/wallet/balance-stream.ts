// The header's live balance and badges: the member's balance and unread message and chat counts
// at once, then again after every change published on deps.balanceEvents, and after every change
// of the badges (deps.socialEvents, messages/social-badges.ts). A burst of changes (a bet and its
// payout, a batch of voided holds) is one read and at most one event; an unchanged event is not
// sent again, unless a money notice (deposit credited, withdrawal paid) rides with it.
import type { TMoneyNotice, TWalletBalanceEvent } from '@wps/contracts/wallet/balance-stream';
import { AppError } from '../../errors';
import type { Deps } from '../../deps';
import type { EventSink } from '../../http/sse';
import { requireMember } from '../member/member.service';
import { readSocialBadges, watchSocialBadges } from '../messages/social-badges';
import type { Caller } from '../session/session.service';
import { getWalletBalance } from './wallet.service';

/** Changes this close together are read once. */
export const COALESCE_MS = 100;

export async function streamWalletBalance(
  deps: Deps,
  caller: Caller | null,
  sink: EventSink,
): Promise<void> {
  if (caller?.kind !== 'member') throw new AppError('NOT_LOGGED_IN');
  // A refusal here (disabled account) is thrown: the caller answers with the envelope.
  const member = await requireMember(deps, caller);
  const read = async (): Promise<TWalletBalanceEvent> => ({
    ...(await getWalletBalance(deps, caller)),
    badges: await readSocialBadges(deps, member),
  });
  let lastSent = '';
  /** Notices heard since the last event: they go out with the next balance read. */
  let notices: TMoneyNotice[] = [];
  let timer: NodeJS.Timeout | null = null;
  let isReading = true;
  let isDirty = false;

  const sendIfChanged = (value: TWalletBalanceEvent) => {
    const json = JSON.stringify(value);
    if (json === lastSent && notices.length === 0) return;
    lastSent = json;
    if (notices.length === 0) {
      sink.send('balance', value);
      return;
    }
    // At most a few: a member cannot be paid hundreds of times in 100 ms.
    sink.send('balance', { ...value, notices: notices.slice(-10) });
    notices = [];
  };

  const readAgain = async () => {
    timer = null;
    isReading = true;
    isDirty = false;
    try {
      sendIfChanged(await read());
    } catch (error) {
      // Disabled meanwhile, or the database is gone: end; the client reconnects and is told why.
      if (!(error instanceof AppError) || error.status >= 500) {
        deps.log.error({ err: error }, 'balance stream: read failed');
      }
      sink.end();
      return;
    } finally {
      isReading = false;
    }
    if (isDirty) schedule();
  };

  const schedule = (notice: TMoneyNotice | null = null, delayMs = 0) => {
    if (sink.isEnded) return;
    if (notice) notices.push(notice);
    // A change during a read may not be in what it read: read once more after it.
    if (isReading) isDirty = true;
    else timer ??= setTimeout(() => void readAgain(), COALESCE_MS + delayMs);
  };

  // Subscribed before the first read, so a change committed meanwhile is not missed.
  const unsubscribes = [
    deps.balanceEvents.subscribe(caller.id, (notice) => schedule(notice)),
    watchSocialBadges(deps, caller.id, (delayMs) => schedule(null, delayMs)),
  ];
  sink.onEnd(() => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    if (timer) clearTimeout(timer);
  });
  try {
    sendIfChanged(await read());
  } finally {
    isReading = false;
  }
  if (isDirty) schedule();
}
