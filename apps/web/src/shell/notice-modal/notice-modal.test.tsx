import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotice } from '@wps/contracts/content/announcements';
import { renderWithSite } from '../../test/site-settings';
import { setupTestI18n } from '../../test/test-i18n';
import { NoticeBar } from '../notice-bar/notice-bar';
import { NoticeModal } from './notice-modal';

function notice(id: number, title: string, content: string): TNotice {
  return { id, type: 'PL', title, content, publishedAt: '2026-03-09T12:00:00' };
}

const notices = [
  notice(1, 'Weekend bonus', 'Deposit on Saturday.\n\nGet 100% more.'),
  notice(2, 'Maintenance', 'The site pauses on Sunday at 02:00.'),
  notice(3, 'New game', 'Lucky Fish is here.'),
];

beforeAll(async () => {
  await setupTestI18n('EN');
});

describe('NoticeModal', () => {
  it('is a dialog named Notices listing every notice as a disclosure', () => {
    renderWithSite(<NoticeModal open notices={notices} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Notices' });
    const toggles = within(dialog).getAllByRole('button', { expanded: false });
    const open = within(dialog).getAllByRole('button', { expanded: true });
    expect([...open, ...toggles].map((b) => b.textContent)).toEqual([
      'Weekend bonus',
      'Maintenance',
      'New game',
    ]);
  });

  it('opens at the given index, expanded and focused', () => {
    renderWithSite(<NoticeModal open notices={notices} initialIndex={1} onClose={() => {}} />);
    const maintenance = screen.getByRole('button', { name: 'Maintenance' });
    expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    expect(maintenance).toHaveFocus();
    expect(screen.getByText('The site pauses on Sunday at 02:00.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weekend bonus' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('Lucky Fish is here.')).not.toBeVisible();
  });

  it('ties each button to its content and toggles it', async () => {
    const user = userEvent.setup();
    renderWithSite(<NoticeModal open notices={notices} initialIndex={0} onClose={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'New game' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toContainElement(screen.getByText('Lucky Fish is here.'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Lucky Fish is here.')).toBeVisible();
    expect(screen.getByText('Deposit on Saturday.')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Lucky Fish is here.')).not.toBeVisible();
  });

  it('shows paragraphs and the publication date', () => {
    renderWithSite(<NoticeModal open notices={notices} initialIndex={0} onClose={() => {}} />);
    expect(screen.getByText('Deposit on Saturday.').tagName).toBe('P');
    expect(screen.getByText('Get 100% more.').tagName).toBe('P');
    expect(screen.getAllByText('Published 2026/03/09')[0]).toBeVisible();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    renderWithSite(<NoticeModal open notices={notices} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no notices', () => {
    renderWithSite(<NoticeModal open notices={[]} onClose={() => {}} />);
    expect(screen.getByText('There are no notices.')).toBeInTheDocument();
  });

  it('opens from the notice bar at the clicked title, afresh each time', async () => {
    const user = userEvent.setup();
    function Shell() {
      const [index, setIndex] = useState<number | null>(null);
      return (
        <>
          <NoticeBar notices={notices} onOpen={setIndex} />
          <NoticeModal
            open={index !== null}
            notices={notices}
            initialIndex={index ?? 0}
            onClose={() => setIndex(null)}
          />
        </>
      );
    }
    renderWithSite(<Shell />);
    const barTitle = screen.getByRole('button', { name: 'New game' });
    await user.click(barTitle);
    let dialog = screen.getByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getByRole('button', { name: 'New game' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Weekend bonus' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(barTitle).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Maintenance' }));
    dialog = screen.getByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getByRole('button', { name: 'Maintenance' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Weekend bonus' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
