import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { THelpArticle } from '@wps/contracts/system/help-center';
import { defaultApi, renderRoute } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const articles: THelpArticle[] = [
  {
    id: 1,
    tag: 'term',
    title: 'Terms of play',
    content: 'You must be 18.\n\nOne account each.',
    sort: 1,
  },
  { id: 2, tag: 'general', title: 'How to register', content: 'Press Register.', sort: 2 },
  { id: 3, tag: 'general', title: 'How to deposit', content: 'Open the wallet.', sort: 1 },
  { id: 4, tag: 'agent', title: 'Affiliate commission', content: 'Up to 35%.', sort: 1 },
];
const api = () => ({ ...defaultApi(), '/wps/system/helpCenter': articles });

describe('/help', () => {
  it('groups the articles by tag in the help tags’ order, each sorted', async () => {
    renderRoute('/help', { api: api() });
    await screen.findByRole('heading', { name: 'General' });
    const groups = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual([
      'General',
      'Affiliate programme',
      'Terms and conditions',
    ]);
    const general = groups[0]!.closest('section')!;
    expect(
      within(general)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['How to deposit', 'How to register']);
    expect(document.getElementById('agent')).toContainElement(
      screen.getByRole('heading', { name: 'Affiliate programme' }),
    );
  });

  it('expands and collapses an article', async () => {
    renderRoute('/help', { api: api() });
    const toggle = await screen.findByRole('button', { name: 'How to register' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Press Register.')).toBeVisible();
  });

  it('opens the terms in the help modal on #term', async () => {
    renderRoute('/help#term', { api: api() });
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(within(dialog).getByText('You must be 18.')).toBeVisible();
    expect(within(dialog).getByText('One account each.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the feedback form in the help centre and in the footer', async () => {
    renderRoute('/help', { api: api() });
    await screen.findByRole('button', { name: 'How to register' });
    const buttons = screen.getAllByRole('button', { name: 'Feedback' });
    // One in the help centre's lead, one in the footer's help menu.
    expect(buttons).toHaveLength(2);
    expect(buttons[1]!.closest('footer')).not.toBeNull();
    for (const button of buttons) {
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
      expect(within(dialog).getByLabelText('Your comment')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
  });

  it('says so when no help has been published', async () => {
    renderRoute('/help');
    expect(await screen.findByText('No help articles have been published yet.')).toBeVisible();
  });
});
