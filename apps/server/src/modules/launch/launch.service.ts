// Game launch: a launch session (an opaque token; only its SHA-256 is kept, 12 hours) that the
// vendor authenticates through the seamless-wallet API, and the vendor's game client URL with
// the token in it. Real money needs a real account; trial play needs a game that allows it.
import { randomBytes } from 'node:crypto';
import type { TLaunchGameRequest, TLaunchGameResult } from '@wps/contracts/games/launch-game';
import type { TTrialLaunchRequest } from '@wps/contracts/games/trial-launch';
import type { TLanguage } from '@wps/contracts/http';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { accountOf, openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { DEFAULT_LANGUAGE } from '../../lib/texts';
import { readAccountSecurity } from '../account-settings/account-settings.queries';
import { requireMember, requireRealMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import { tyVendorView } from '../vendors/ty-vendor-ids.service';
import { launchTokenHash } from '../vendor-wallet/vendor-wallet.queries';
import { autoTransferOnLaunch } from '../wallet/auto-transfer.service';
import * as q from './launch.queries';

export const LAUNCH_SESSION_HOURS = 12;

const isLottery = (gameType: string) => gameType === 'LOTT' || gameType === 'ELOTT';

/**
 * The game, active with an active vendor that can be launched from this language's site; else
 * why not. A vendor the TY site replaces, or a TY vendor elsewhere, is not offered there.
 */
async function launchable(
  deps: Deps,
  gameCode: string,
  language: TLanguage,
): Promise<q.LaunchableGame> {
  const game = await q.findLaunchableGame(deps.db, gameCode);
  if (!game) throw new AppError('NOT_FOUND', 'No such game.', 'body.gameCode');
  if (!game.isActive || !game.vendorActive) {
    throw new AppError('GAME_UNAVAILABLE', 'This game is not available now.', 'body.gameCode');
  }
  if ((await tyVendorView(deps.db, language)).hidden.includes(game.vendorId)) {
    throw new AppError(
      'GAME_UNAVAILABLE',
      `This vendor is not offered on the ${language} site.`,
      'body.gameCode',
    );
  }
  if (!isLottery(game.gameType) && game.launchUrl === null) {
    throw new AppError('GAME_UNAVAILABLE', 'This game cannot be launched.', 'body.gameCode');
  }
  return game;
}

function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

async function launch(
  deps: Deps,
  memberId: number,
  game: q.LaunchableGame,
  options: { isTrial: boolean; language: string; playType?: string },
): Promise<TLaunchGameResult> {
  const answer = { gameCode: game.gameCode, vendor: game.vassalage, gameType: game.gameType };
  await q.recordPlay(deps.db, memberId, game.id);
  // Real money follows the member to the vendor opened (auto-transfer.service.ts); play money
  // has no game wallets.
  const wallet = options.isTrial
    ? undefined
    : await autoTransferOnLaunch(deps, memberId, game.vassalage);
  if (isLottery(game.gameType)) {
    // The lottery pages are the site's own: they need no vendor session.
    return {
      ...answer,
      ...(wallet && { wallet }),
      url: withQuery('/lottery', {
        gameCode: game.gameCode,
        vendor: game.vassalage,
        playType: options.playType ?? '',
      }),
    };
  }
  const token = randomBytes(32).toString('base64url');
  const sessionId = await q.startVendorSession(deps.db, {
    tokenHash: launchTokenHash(token),
    memberId,
    vendorId: game.vendorId,
    gameId: game.id,
    isTrial: options.isTrial,
    expiresAt: new Date(Date.now() + LAUNCH_SESSION_HOURS * 3600_000),
  });
  if (options.isTrial) await refillPlayMoney(deps, memberId, sessionId);
  return {
    ...answer,
    ...(wallet && { wallet }),
    url: withQuery(game.launchUrl!, {
      token,
      gameCode: game.gameCode,
      language: options.language,
    }),
  };
}

export async function launchGame(
  deps: Deps,
  caller: Caller | null,
  body: TLaunchGameRequest,
): Promise<TLaunchGameResult> {
  const member = await requireRealMember(deps, caller);
  const language = body.language ?? DEFAULT_LANGUAGE;
  const game = await launchable(deps, body.gameCode, language);
  return launch(deps, member.id, game, {
    isTrial: false,
    language,
    playType: body.lottoView ?? body.launchMode,
  });
}

/** GCS_gameLaunchFB: launchGame for the sports provider's page, SPORTS and ESPORTS games only. */
export async function launchSportsGame(
  deps: Deps,
  caller: Caller | null,
  body: TLaunchGameRequest,
): Promise<TLaunchGameResult> {
  const member = await requireRealMember(deps, caller);
  const language = body.language ?? DEFAULT_LANGUAGE;
  const game = await launchable(deps, body.gameCode, language);
  if (game.gameType !== 'SPORTS' && game.gameType !== 'ESPORTS') {
    throw new AppError(
      'VALIDATION_FAILED',
      'GCS_gameLaunchFB launches sports games only.',
      'body.gameCode',
    );
  }
  return launch(deps, member.id, game, { isTrial: false, language });
}

export async function trialLaunch(
  deps: Deps,
  caller: Caller | null,
  body: TTrialLaunchRequest,
): Promise<TLaunchGameResult> {
  const member = await requireMember(deps, caller);
  const language = body.language ?? DEFAULT_LANGUAGE;
  const game = await launchable(deps, body.gameCode, language);
  if (!game.trialEnabled) {
    throw new AppError('TRIAL_NOT_ALLOWED', 'This game has no trial play.', 'body.gameCode');
  }
  return launch(deps, member.id, game, { isTrial: true, language });
}

/**
 * Trial play needs play money: a member whose play balance is empty (a real account never had
 * any; a trial account may have played it away) gets the free-play amount from the house's play
 * account, once per launch session.
 */
async function refillPlayMoney(deps: Deps, memberId: number, sessionId: number): Promise<void> {
  const current = await accountOf(deps.db, 'player_play', memberId);
  if (current && current.balance > 0n) return;
  const amount = BigInt((await readAccountSecurity(deps.db)).freePlayBalance);
  if (amount <= 0n) return;
  const [house, player] = await Promise.all([
    openAccount(deps.db, 'house_play', null),
    current ?? openAccount(deps.db, 'player_play', memberId),
  ]);
  await post(deps.db, {
    key: `freeplay:refill:${memberId}:${sessionId}`,
    kind: 'freeplay.grant',
    entries: [
      { account: house.id, amount: -amount },
      { account: player.id, amount },
    ],
  });
  deps.balanceEvents.publish([memberId]);
}
