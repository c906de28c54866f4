// Every console section's three states (issue 20): while its calls are pending it says it is
// loading, when they fail it shows the error, and a list section answered with no rows says so.
// Sections are rendered as the console renders them (sectionContent) for an admin; calls are
// answered by path, whatever their query.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { builtInRolePermissions } from '@wps/contracts/ops/permissions';
import type { TOpsMe } from '@wps/contracts/ops/session';
import { sectionContent } from './ops-page';
import { opsSections, type OpsSection } from './ops-roles';
import { renderWithClient } from './test-render';
import { setUpConsoleTests } from './test-setup';

setUpConsoleTests();

const admin: TOpsMe = {
  id: 1,
  username: 'admin',
  role: 'admin',
  permissions: [...builtInRolePermissions.admin],
  active: true,
  twoFactorEnabled: false,
  mustEnrolTwoFactor: false,
};

const noPages = { items: [], totalPages: 0 };
const noRows = { items: [], total: 0, totalPages: 0 };

/** Each list call's answer with nothing in it, by path. */
const emptyAnswers: Record<string, unknown> = {
  '/ops/api/deposits': noRows,
  '/ops/api/withdrawals': noRows,
  '/ops/api/payment-channels': noRows,
  '/ops/api/payment-channels/choices': [],
  '/ops/api/games': noRows,
  '/ops/api/vendors': noRows,
  '/ops/api/vendors/choices': [],
  '/ops/api/vendors/ty-ids': { pairs: [] },
  '/ops/api/pvp-rooms': [],
  '/ops/api/lotteries': [],
  '/ops/api/promotions': { list: [], total: 0, totalPages: 0 },
  '/ops/api/notices': noRows,
  '/ops/api/banners': noRows,
  '/ops/api/help': noRows,
  '/ops/api/feedback': noPages,
  '/ops/api/missions': noRows,
  '/ops/api/messages': noPages,
  '/ops/api/support/conversations': noPages,
  '/ops/api/members': noPages,
  '/ops/api/adjustments': noPages,
  '/ops/api/kyc': noPages,
  '/ops/api/risk': noRows,
  '/ops/api/risk/settings': { largeWinAbove: '1000000', quickWithdrawalHours: 24 },
  '/ops/api/outbox': noPages,
  '/ops/api/operators': noPages,
  '/ops/api/roles': [],
  '/ops/api/audit': { rows: [], nextBefore: null },
  '/wps/system/domainRoute': [],
};

/** What each list section says with no rows; the other sections' empty states are elsewhere. */
const emptyTexts: Partial<Record<OpsSection, string>> = {
  deposits: 'No deposits match.',
  withdrawals: 'No withdrawals match.',
  channels: 'No payment channels yet.',
  games: 'No games match.',
  lottery: 'No lotteries yet.',
  promotions: 'No promotions match.',
  notices: 'No notices yet.',
  banners: 'No banners yet.',
  help: 'No help articles yet.',
  feedback: 'No feedback yet.',
  missions: 'No missions yet.',
  messages: 'No messages sent yet.',
  support: 'No conversations.',
  members: 'No members found.',
  kyc: 'No submissions here.',
  risk: 'Nothing flagged in the last 30 days.',
  outbox: 'No messages yet.',
  vendors: 'No vendors of this type.',
  domains: 'No addresses yet.',
  operators: 'No operators.',
  audit: 'No audit rows match.',
};

/** The support section's live stream stays open in every state; it is not its list. */
const neverAnswered = new Set(['/ops/api/support/stream']);

function answerCalls(mode: 'pending' | 'failing' | 'empty') {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (mode === 'pending' || neverAnswered.has(path)) return new Promise<Response>(() => {});
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (mode === 'failing') {
      return json(500, { success: false, code: 'INTERNAL', message: 'INTERNAL' });
    }
    if (!(path in emptyAnswers)) throw new Error(`no empty answer for ${path}`);
    return json(200, { success: true, value: emptyAnswers[path] });
  });
}

// Two-factor reads the signed-in operator handed to it and calls nothing until asked.
const loadingSections = opsSections.filter((s) => s !== 'twoFactor');

describe('every console section', () => {
  it.each(loadingSections)('%s says it is loading while its calls are pending', async (s) => {
    answerCalls('pending');
    renderWithClient(<>{sectionContent(s, true, admin)}</>);
    expect((await screen.findAllByRole('status'))[0]).toHaveTextContent('Loading…');
  });

  it.each(loadingSections)('%s shows the error when its calls fail', async (s) => {
    answerCalls('failing');
    renderWithClient(<>{sectionContent(s, true, admin)}</>);
    expect((await screen.findAllByRole('alert'))[0]).toBeVisible();
  });

  it.each(Object.entries(emptyTexts))('%s says so when its list is empty', async (s, text) => {
    answerCalls('empty');
    renderWithClient(<>{sectionContent(s as OpsSection, true, admin)}</>);
    expect(await screen.findByText(text)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
