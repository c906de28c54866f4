import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFishShot } from '@wps/contracts/games/house-fish';
import type { THouseSession } from '@wps/contracts/games/house-session';
import { FISH_DRAW_RANGE, FISH_KINDS, fishKind, fishRtpOverall } from '@wps/games/fish';
import { mockApi, type MockAnswer } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { LAUNCH_TOKEN, makeSlotSession, renderPlay } from '../test-utils';
import { FishPage } from './fish-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  // jsdom draws nothing: the scene runs its world without a 2D context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const path = `/play/fish?token=${LAUNCH_TOKEN}&gameCode=ROYALFISH_FISHING&language=EN`;

/** The session the server answers for a fish game (rules.ts builds it from the same engine). */
function fishSession(): THouseSession {
  const base = makeSlotSession();
  return {
    ...base,
    game: {
      code: 'ROYALFISH_FISHING',
      name: 'Ocean Fishing',
      vendor: 'ROYALFISH',
      engine: 'fish',
      minBet: '20',
      maxBet: '20000',
      lines: 0,
      rtp: fishRtpOverall(),
      fish: FISH_KINDS.map((k) => ({
        id: k.id,
        name: k.name,
        multiplier: k.multiplier,
        multiplierPercent: k.multiplier * 100,
        hitChance: k.threshold / FISH_DRAW_RANGE,
      })),
    },
  };
}

interface ShotBody {
  token: string;
  stake: string;
  target: string;
  clientKey: string;
}

/** The answer the server would give for a shot at `body.target`, caught or not. */
function shotAnswer(body: ShotBody, hit: boolean, roundId = 901): TFishShot {
  const k = fishKind(body.target)!;
  const win = hit ? BigInt(body.stake) * BigInt(k.multiplier) : 0n;
  return {
    roundId,
    nonce: roundId - 900,
    serverSeedHash: 'a'.repeat(64),
    target: k.id,
    hit,
    multiplier: k.multiplier,
    multiplierPercent: k.multiplier * 100,
    win: win.toString(),
    bet: body.stake,
    balance: (100000n - BigInt(body.stake) + win).toString(),
  };
}

function renderFish(answer: (body: ShotBody) => MockAnswer | Promise<MockAnswer>) {
  const api = mockApi({
    'POST /wps/house/session': { value: fishSession() },
    'POST /wps/house/fish/shoot': (req) => answer(req.body as ShotBody),
  });
  renderPlay(<FishPage />, path);
  return api;
}

const kindName = (id: string) => (FISH_KINDS.find((k) => k.id === id)?.name ?? id).toLowerCase();

describe('FishPage', () => {
  it('aims with the arrows and shoots with Enter: one round at that kind, the catch and counters shown', async () => {
    const user = userEvent.setup();
    const { to } = renderFish((body) => ({ value: shotAnswer(body, true) }));
    const scene = await screen.findByRole('application', { name: /^Fishing scene/ });
    expect(scene.tagName).toBe('CANVAS');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('P 1,000.00');
    scene.focus();
    await user.keyboard('{ArrowRight}');
    const aiming = await screen.findByText(/^Aiming at the /);
    const aimedName = /^Aiming at the (.+) ×(\d+)$/.exec(aiming.textContent!)!;
    await user.keyboard('{Enter}');

    await waitFor(() => expect(to('POST', '/wps/house/fish/shoot')).toHaveLength(1));
    const [sent] = to('POST', '/wps/house/fish/shoot');
    const body = sent!.body as ShotBody;
    // The shot is at the kind the aim was on, at the smallest stake, with a fresh key.
    expect(kindName(body.target)).toBe(aimedName[1]!.toLowerCase());
    expect(body).toEqual({
      token: LAUNCH_TOKEN,
      stake: '20',
      target: body.target,
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(sent!.authorization).toBeNull();
    const k = fishKind(body.target)!;
    const win = 20 * k.multiplier;
    const winText = (win / 100).toFixed(2);
    await waitFor(() =>
      expect(screen.getByTestId('fish-result')).toHaveTextContent(
        new RegExp(`^Caught the .+! ×${k.multiplier}, you won ${winText.replace('.', '\\.')}$`),
      ),
    );
    expect(screen.getByTestId('fish-shots')).toHaveTextContent('1');
    expect(screen.getByTestId('fish-total-bet')).toHaveTextContent('0.20');
    expect(screen.getByTestId('fish-won')).toHaveTextContent(winText);
    const balance = ((100000 - 20 + win) / 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
    });
    expect(screen.getByTestId('play-balance')).toHaveTextContent(`P ${balance}`);
  });

  it('a tap shoots at a fish; an escape pays nothing and the counters add up over shots', async () => {
    let round = 900;
    const { to } = renderFish((body) => ({ value: shotAnswer(body, false, ++round) }));
    const scene = await screen.findByRole('application', { name: /^Fishing scene/ });
    fireEvent.pointerDown(scene, { clientX: 500, clientY: 200 });
    await waitFor(() =>
      expect(screen.getByTestId('fish-result')).toHaveTextContent(/^The .+ got away\.$/),
    );
    await waitFor(() =>
      expect(screen.getByRole('application')).toHaveAttribute('aria-disabled', 'false'),
    );
    fireEvent.pointerDown(scene, { clientX: 300, clientY: 100 });
    await waitFor(() => expect(screen.getByTestId('fish-shots')).toHaveTextContent('2'));
    const shots = to('POST', '/wps/house/fish/shoot').map((r) => r.body as ShotBody);
    expect(shots).toHaveLength(2);
    for (const s of shots) expect(fishKind(s.target)).toBeDefined();
    expect(shots[1]!.clientKey).not.toBe(shots[0]!.clientKey);
    expect(screen.getByTestId('fish-total-bet')).toHaveTextContent('0.40');
    expect(screen.getByTestId('fish-won')).toHaveTextContent('0.00');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('P 999.80');
  });

  it('shoots at the stake the player chose from the stakes, and counts it', async () => {
    const user = userEvent.setup();
    const { to } = renderFish((body) => ({ value: shotAnswer(body, false) }));
    const scene = await screen.findByRole('application', { name: /^Fishing scene/ });
    const stake = screen.getByLabelText('Stake') as HTMLSelectElement;
    const values = [...stake.options].map((o) => o.value);
    // The stakes run from the game's minimum bet up; the player takes a larger one.
    expect(values[0]).toBe('20');
    const chosen = values.find((v) => v === '100') ?? values[1]!;
    await user.selectOptions(stake, chosen);
    fireEvent.pointerDown(scene, { clientX: 500, clientY: 200 });
    await waitFor(() => expect(to('POST', '/wps/house/fish/shoot')).toHaveLength(1));
    expect((to('POST', '/wps/house/fish/shoot')[0]!.body as ShotBody).stake).toBe(chosen);
    const total = (Number(chosen) / 100).toFixed(2);
    await waitFor(() => expect(screen.getByTestId('fish-total-bet')).toHaveTextContent(total));
  });

  it('sends no second shot while one is out, shows a refusal, and retries with the same key', async () => {
    const user = userEvent.setup();
    let release: (answer: MockAnswer) => void = () => {};
    let call = 0;
    const { to } = renderFish((body) =>
      call++ === 0
        ? new Promise((resolve) => (release = resolve))
        : { value: shotAnswer(body, false, 902) },
    );
    const scene = await screen.findByRole('application', { name: /^Fishing scene/ });
    scene.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    // A second tap at once, before the page has re-rendered as busy, sends nothing either.
    fireEvent.pointerDown(scene, { clientX: 300, clientY: 100 });
    await waitFor(() => expect(to('POST', '/wps/house/fish/shoot')).toHaveLength(1));
    await waitFor(() => expect(scene).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByLabelText('Stake')).toBeDisabled();
    await user.keyboard('{ArrowRight}{Enter}');
    fireEvent.pointerDown(scene, { clientX: 500, clientY: 200 });
    expect(to('POST', '/wps/house/fish/shoot')).toHaveLength(1);
    release({ status: 400, code: 'INSUFFICIENT_FUNDS' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance.');
    expect(screen.getByTestId('fish-shots')).toHaveTextContent('0');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('P 1,000.00');
    // The same shot again (same kind and stake) carries the same key: the server answers it once.
    const first = to('POST', '/wps/house/fish/shoot')[0]!.body as ShotBody;
    const again = screen.getAllByRole('application')[0]!;
    await waitFor(() => expect(again).toHaveAttribute('aria-disabled', 'false'));
    const sameKind = FISH_KINDS.find((k) => k.id === first.target)!;
    // Walk the aim until it is on a fish of that kind (the scene holds several kinds).
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      await user.keyboard('{ArrowRight}');
      // The text ends with the multiplier: ×2 must not match the stingray's ×20.
      found = (await screen.findByText(/^Aiming at the /)).textContent!.endsWith(
        ` ×${sameKind.multiplier}`,
      );
    }
    expect(found).toBe(true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(to('POST', '/wps/house/fish/shoot')).toHaveLength(2));
    const second = to('POST', '/wps/house/fish/shoot')[1]!.body as ShotBody;
    expect(second.target).toBe(first.target);
    expect(second.clientKey).toBe(first.clientKey);
  });

  it('lists every kind with its pay and catch chance, and the RTP every kind returns', async () => {
    renderFish((body) => ({ value: shotAnswer(body, false) }));
    const info = await screen.findByRole('region', { name: 'Game info' });
    expect(info).toHaveTextContent('Theoretical return to player: 96.000%');
    expect(info).toHaveTextContent('Every fish returns the same 96.000%.');
    const rows = within(info).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(FISH_KINDS.length);
    expect(within(info).getByRole('row', { name: /Shark/ })).toHaveTextContent('×303.20%');
    expect(within(info).getByRole('row', { name: /Golden dragon/ })).toHaveTextContent('×1000.96%');
  });
});
