import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConsolidated } from '../../../test/fixtures';
import { inSiteZone, renderWithClient, siteZoneUnlikeDevice } from '../test-render';
import { FIRST_PAGE, mockFetch, onePage } from '../test-fetch';
import { NoticesSection } from './notices-section';
import { setUpConsoleTests } from '../test-setup';

const notice = {
  id: 7,
  type: 'PU',
  title: { EN: 'Weekend bonus', MY: 'ဘောနပ်' },
  content: { EN: 'Details' },
  startsAt: '2030-01-01T00:00:00.000Z',
  endsAt: null,
  sort: 0,
  isActive: false,
};

const NOTICES = `GET /ops/api/notices${FIRST_PAGE}`;

function renderSection(canEdit = true) {
  renderWithClient(<NoticesSection canEdit={canEdit} />);
}

setUpConsoleTests();

describe('NoticesSection', () => {
  it('lists a notice with its kind, window and languages, and opens its form in its place', async () => {
    mockFetch({ [NOTICES]: { value: onePage([notice]) } });
    renderSection();
    const user = userEvent.setup();

    const item = (await screen.findByRole('heading', { name: 'Weekend bonus' })).closest('li')!;
    expect(item).toHaveTextContent('Pop-up');
    expect(item).toHaveTextContent('Switched off');
    expect(item).toHaveTextContent('no end');
    expect(item).toHaveTextContent('Languages: EN, MY');

    await user.click(screen.getByRole('button', { name: 'Edit Weekend bonus' }));
    const form = screen.getByRole('form', { name: 'Edit notice' });
    expect(within(form).getByRole('textbox', { name: 'Title (EN)' })).toHaveValue('Weekend bonus');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit notice' })).toBeNull();
  });

  it('deletes only on the second click', async () => {
    let notices = [notice];
    const { sent } = mockFetch({
      [NOTICES]: () => ({ value: onePage(notices) }),
      'DELETE /ops/api/notices/7': () => {
        notices = [];
        return { value: null };
      },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Weekend bonus' }));
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm delete Weekend bonus' }));

    expect(await screen.findByText('No notices yet.')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('refuses a notice without an EN title before calling the server', async () => {
    const { sent } = mockFetch({ [NOTICES]: { value: onePage([]) } });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('form', { name: 'New notice' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByRole('alert')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates a notice with only its written languages and closes the form', async () => {
    const { sent } = mockFetch({
      [NOTICES]: { value: onePage([]) },
      'POST /ops/api/notices': { value: { ...notice, id: 8 } },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('form', { name: 'New notice' });
    await user.type(within(form).getByRole('textbox', { name: 'Title (EN)' }), ' Weekend bonus ');
    await user.type(within(form).getByRole('textbox', { name: 'Text (EN)' }), 'Details');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'New notice' })).toBeInTheDocument();
    const posted = sent.filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toMatchObject({
      type: 'PL',
      title: { EN: 'Weekend bonus' },
      content: { EN: 'Details' },
    });
  });

  it("shows and takes a notice's window in the site's zone, not the device's", async () => {
    const { sent } = mockFetch({
      [NOTICES]: { value: onePage([notice]) },
      'PUT /ops/api/notices/7': { value: notice },
    });
    renderWithClient(
      <NoticesSection canEdit />,
      makeConsolidated({ timeZone: siteZoneUnlikeDevice }),
    );
    const user = userEvent.setup();

    // 2030-01-01 00:00 UTC: 06:30 that day in Yangon (UTC+06:30), 19:00 the day before in New York.
    const item = (await screen.findByRole('heading', { name: 'Weekend bonus' })).closest('li')!;
    expect(item).toHaveTextContent(inSiteZone('2030/01/01 06:30', '2029/12/31 19:00'));
    await user.click(screen.getByRole('button', { name: 'Edit Weekend bonus' }));
    const form = screen.getByRole('form', { name: 'Edit notice' });
    const start = within(form).getByRole('textbox', { name: 'Shown from' });
    expect(start).toHaveValue(inSiteZone('2030/01/01 06:30', '2029/12/31 19:00'));
    const end = within(form).getByRole('textbox', { name: 'Shown until (optional)' });
    await user.type(end, '2030/01/31 23:59');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      startsAt: '2030-01-01T00:00:00.000Z',
      endsAt: inSiteZone('2030-01-31T17:29:00.000Z', '2030-02-01T04:59:00.000Z'),
    });
  });

  it('leaves every button off for a viewer who may not edit', async () => {
    mockFetch({ [NOTICES]: { value: onePage([notice]) } });
    renderSection(false);

    expect(await screen.findByRole('button', { name: 'New notice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Weekend bonus' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Weekend bonus' })).toBeDisabled();
  });
});

describe('NoticesSection pages', () => {
  const second = { ...notice, id: 8, title: { EN: 'Second page' } };
  const page2 = '/ops/api/notices?pageNo=2&pageSize=15';

  it('asks the server for each page and shows the pager', async () => {
    const { sent } = mockFetch({
      [NOTICES]: { value: { items: [notice], total: 16, totalPages: 2 } },
      [`GET ${page2}`]: { value: { items: [second], total: 16, totalPages: 2 } },
    });
    renderSection();
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Weekend bonus' });
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(sent.map((r) => r.path)).toContain(page2);
  });

  it('goes back to the last page when a delete empties the page shown', async () => {
    let rest = [second];
    mockFetch({
      [NOTICES]: () => ({
        value: { items: [notice], total: 15 + rest.length, totalPages: rest.length ? 2 : 1 },
      }),
      [`GET ${page2}`]: () => ({
        value: { items: rest, total: 15 + rest.length, totalPages: rest.length ? 2 : 1 },
      }),
      'DELETE /ops/api/notices/8': () => {
        rest = [];
        return { value: null };
      },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Second page' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delete Second page' }));
    expect(await screen.findByRole('heading', { name: 'Weekend bonus' })).toBeVisible();
    expect(screen.queryByText('No notices yet.')).toBeNull();
  });
});
