import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultApi, renderRoute } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notice = (id: number, title: string, content: string) => ({
  id,
  type: 'PL' as const,
  title,
  content,
  publishedAt: '2026-11-20T02:00:00Z',
});

describe('/noticePage', () => {
  it('lists every player notice, the first one open, the others expandable', async () => {
    renderRoute('/noticePage', {
      api: {
        ...defaultApi(),
        '/wps/relay/MCSFE_getListAnnouncements': {
          player: [
            notice(1, 'New fishing hall', 'Dragon Fish is open.'),
            notice(2, 'Maintenance', 'Tuesdays 02:00.'),
          ],
          banners: [],
          popup: [],
          promotion: [],
        },
      },
    });
    // The notice bar above shows the same titles; the page's own are the disclosure buttons.
    expect(
      await screen.findByRole('button', { name: /New fishing hall/, expanded: true }),
    ).toBeVisible();
    expect(screen.getByText('Dragon Fish is open.')).toBeVisible();
    const second = screen.getByRole('button', { name: /Maintenance/, expanded: false });
    expect(screen.queryByText('Tuesdays 02:00.')).not.toBeVisible();
    await userEvent.click(second);
    expect(screen.getByText('Tuesdays 02:00.')).toBeVisible();
  });

  it('says so when there are no notices', async () => {
    renderRoute('/noticePage');
    expect(await screen.findByText('There are no notices right now.')).toBeVisible();
  });
});
