// The help section: each article with its tag and order, a page at a time from the server.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsHelpArticle } from '@wps/contracts/content/ops-help';
import { renderWithClient } from '../test-render';
import { FIRST_PAGE, mockFetch } from '../test-fetch';
import { HelpSection } from './help-section';
import { setUpConsoleTests } from '../test-setup';

setUpConsoleTests();

const LIST = `GET /ops/api/help${FIRST_PAGE}`;

const article: TOpsHelpArticle = {
  id: 3,
  tag: 'deposit',
  sort: 5,
  title: { EN: 'Deposit limits', MY: 'ငွေသွင်း ကန့်သတ်ချက်' },
  content: { EN: 'The minimum is 5,000 Ks.' },
};

describe('HelpSection', () => {
  it('asks the server for each page and shows the pager', async () => {
    const page2 = '/ops/api/help?pageNo=2&pageSize=15';
    const terms: TOpsHelpArticle = { ...article, id: 4, tag: 'term', title: { EN: 'Terms' } };
    const { sent } = mockFetch({
      [LIST]: { value: { items: [article], total: 16, totalPages: 2 } },
      [`GET ${page2}`]: { value: { items: [terms], total: 16, totalPages: 2 } },
    });
    renderWithClient(<HelpSection canEdit />);
    const user = userEvent.setup();

    const item = (await screen.findByRole('heading', { name: 'Deposit limits' })).closest('li')!;
    expect(item).toHaveTextContent('Languages: EN, MY');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(sent.map((r) => r.path)).toEqual(['/ops/api/help?pageNo=1&pageSize=15', page2]);
  });
});
