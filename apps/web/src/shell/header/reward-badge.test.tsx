// The header's reward badge is the reward centre's count as the server answers it (issue 18: "the
// reward count badge"): member-panel.test.tsx gives the count as a prop, this one goes through the
// call the header makes, and checks a visitor makes none.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultApi, renderInApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { Header } from './header';

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rewardCenter = (count: number) => ({
  ...defaultApi(),
  '/wps/promotions/reward-center': { list: [], count },
});

function logIn() {
  sessionStorage.setItem('token', 'member-token');
  sessionStorage.setItem('merchantCode', 'RW');
  sessionStorage.setItem('settings', '{}');
}

describe("the header's reward badge", () => {
  it("counts what the reward centre's call says can be claimed", async () => {
    logIn();
    renderInApp(<Header />, { api: rewardCenter(2) });
    const menu = await screen.findByRole('button', { name: /Account menu 2 rewards to claim/ });
    expect(menu).toHaveTextContent('2');
  });

  it('shows none when the count is zero', async () => {
    logIn();
    const { fetchMock } = renderInApp(<Header />, { api: rewardCenter(0) });
    const menu = await screen.findByRole('button', { name: /Account menu/ });
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('/wps/promotions/reward-center')),
      ).toBe(true),
    );
    expect(menu).not.toHaveAccessibleName(/rewards? to claim/);
  });

  it('is not asked for by a visitor', async () => {
    const { fetchMock } = renderInApp(<Header />, { api: rewardCenter(5) });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/wps/promotions/reward-center')),
    ).toBe(false);
  });
});
