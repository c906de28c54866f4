import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotice } from '@wps/contracts/content/announcements';
import { setupTestI18n } from '../../test/test-i18n';
import { NoticeBar, marqueeSeconds } from './notice-bar';
import { noticeBarPlacement } from './notice-bar-placement';

function notice(id: number, title: string): TNotice {
  return { id, type: 'PL', title, content: `Content ${id}`, publishedAt: '2026-01-04T09:00:00Z' };
}

const notices = [
  notice(11, 'Weekend bonus 100%'),
  notice(12, 'System upgrade on Sunday'),
  notice(13, 'New fishing game'),
];

beforeAll(async () => {
  await setupTestI18n('EN');
});

describe('NoticeBar', () => {
  it('renders nothing without notices', () => {
    const { container } = render(<NoticeBar notices={[]} onOpen={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('holds its place with an empty bar while the notices load', () => {
    const { container } = render(<NoticeBar notices={[]} isLoading onOpen={() => {}} />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar).toHaveClass('notice-bar', 'notice-bar--loading');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists every title as a button in a labelled region', () => {
    render(<NoticeBar notices={notices} onOpen={() => {}} />);
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Weekend bonus 100%',
      'System upgrade on Sunday',
      'New fishing game',
    ]);
  });

  it('opens the notice modal at the clicked index', async () => {
    const onOpen = vi.fn();
    render(<NoticeBar notices={notices} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'System upgrade on Sunday' }));
    expect(onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'New fishing game' }));
    expect(onOpen).toHaveBeenLastCalledWith(2);
  });

  it('opens from the keyboard too', async () => {
    const onOpen = vi.fn();
    render(<NoticeBar notices={notices} onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(0);
  });

  it('scrolls with a CSS animation whose length follows the titles', () => {
    const { container } = render(<NoticeBar notices={notices} onOpen={() => {}} />);
    const track = container.querySelector('.notice-bar__track') as HTMLElement;
    expect(track.style.getPropertyValue('--notice-bar-duration')).toBe(
      `${marqueeSeconds(notices)}s`,
    );
    expect(marqueeSeconds([notice(1, 'Hi')])).toBe(10);
    expect(marqueeSeconds([notice(1, 'x'.repeat(200))])).toBe(40);
  });

  it('pauses while hovered', () => {
    render(<NoticeBar notices={notices} onOpen={() => {}} />);
    const bar = screen.getByRole('region', { name: 'Notices' });
    expect(bar).not.toHaveAttribute('data-paused');
    fireEvent.mouseEnter(bar);
    expect(bar).toHaveAttribute('data-paused');
    fireEvent.mouseLeave(bar);
    expect(bar).not.toHaveAttribute('data-paused');
  });

  it('pauses while a title has keyboard focus, and goes on when focus leaves the bar', async () => {
    render(
      <>
        <NoticeBar notices={notices} onOpen={() => {}} />
        <button type="button">After</button>
      </>,
    );
    const bar = screen.getByRole('region', { name: 'Notices' });
    await userEvent.tab();
    expect(bar).toHaveAttribute('data-paused');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'System upgrade on Sunday' })).toHaveFocus();
    expect(bar).toHaveAttribute('data-paused');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(bar).not.toHaveAttribute('data-paused');
  });
});

describe('noticeBarPlacement', () => {
  it.each([
    '/',
    '/index',
    '/index.html',
    '/home',
    '/login',
    '/forget',
    '/register',
    '/register.html',
  ])('puts the bar below the carousel on the home screen (%s)', (path) => {
    expect(noticeBarPlacement(path)).toBe('below');
  });

  it.each(['/rng', '/live', '/promotions', '/help', '/noticePage', '/games/rng', '/homepage'])(
    'puts the bar above the carousel elsewhere (%s)',
    (path) => {
      expect(noticeBarPlacement(path)).toBe('above');
    },
  );

  it('ignores a trailing slash', () => {
    expect(noticeBarPlacement('/home/')).toBe('below');
    expect(noticeBarPlacement('/rng/')).toBe('above');
    expect(noticeBarPlacement('//')).toBe('below');
  });
});
