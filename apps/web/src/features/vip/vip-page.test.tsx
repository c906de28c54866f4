import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getVipSummary, type TVipSummary } from '@wps/contracts/loyalty/vip';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { setupTestI18n } from '../../test/test-i18n';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import { renderPage } from '../payments/test-utils';
import { CustomerServiceHost } from '../../shell/customer-service';
import * as endpoints from './vip-endpoints';
import { VipPage } from './vip-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rank = (level: number, deposit: string) => ({
  level,
  name: `Level ${level}`,
  colour: '#6142bf',
  minValidBet: '0',
  minDeposit: deposit,
  reward: '0',
});
const summary = (me: TVipSummary['me']): TVipSummary => ({
  enabled: true,
  windowDays: 30,
  ranks: [rank(1, '0'), rank(2, '100000'), rank(5, '500000')],
  me,
});

function renderVip(answers: MockAnswers) {
  const api = mockApi(answers);
  return {
    ...api,
    ...renderPage(
      <CustomerServiceHost>
        <VipPage />
      </CustomerServiceHost>,
      { path: '/vip' },
    ),
  };
}

describe('vip endpoints', () => {
  itMatchesContracts([[endpoints.vipSummaryEndpoint, getVipSummary]] as const, endpoints);
});

describe('VipPage', () => {
  it('shows the rank, the progress bar to the next rank and live chat below rank 5', async () => {
    renderVip({
      'GET /wps/vip/summary': {
        value: summary({
          level: 1,
          reachedAt: null,
          validBet: '0',
          deposits: '40000',
          next: { level: 2, validBetLeft: '0', depositLeft: '60000', percent: 40 },
          vipService: false,
        }),
      },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Progress to Level 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('vip-level')).toHaveTextContent('VIP 1');
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
  });

  it('offers VIP customer service above rank 4', async () => {
    renderVip({
      'GET /wps/vip/summary': {
        value: summary({
          level: 5,
          reachedAt: null,
          validBet: '0',
          deposits: '500000',
          next: null,
          vipService: true,
        }),
      },
    });
    expect(await screen.findByRole('button', { name: 'VIP customer service' })).toBeInTheDocument();
    expect(screen.getByText('You are at the top rank.')).toBeInTheDocument();
  });

  it('says when VIP is closed, and when it cannot load', async () => {
    const closed = renderVip({
      'GET /wps/vip/summary': { value: { ...summary(null), enabled: false } },
    });
    expect(await screen.findByText('The VIP programme is not open yet.')).toBeInTheDocument();
    closed.unmount();
    renderVip({ 'GET /wps/vip/summary': { code: 'INTERNAL_ERROR', status: 500 } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
