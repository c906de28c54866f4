import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../test/test-i18n';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(async () => {
  await setupTestI18n('EN');
});

const texts = {
  title: 'Disable member alice?',
  effect: 'Alice can no longer sign in.',
  confirm: 'Disable',
  confirmLabel: 'Disable member alice',
  back: 'Keep',
};

describe('ConfirmDialog', () => {
  it('names the action and its effect, focuses the way back, and acts only on confirm', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog texts={texts} onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Disable member alice?' })).toBeInTheDocument();
    expect(screen.getByText('Alice can no longer sign in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Disable member alice' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is closed without texts', () => {
    render(<ConfirmDialog texts={null} onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables confirming while busy and shows why the action failed', () => {
    render(
      <ConfirmDialog
        texts={texts}
        isBusy
        problem="The member is already disabled."
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Disable member alice' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The member is already disabled.');
  });

  it('keeps the problem line, empty until it fails, only for an action that can fail', () => {
    const { rerender } = render(
      <ConfirmDialog texts={texts} onConfirm={() => {}} onClose={() => {}} />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <ConfirmDialog texts={texts} problem={null} onConfirm={() => {}} onClose={() => {}} />,
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('wears the look its caller names', () => {
    render(
      <ConfirmDialog
        texts={texts}
        look={{ dialog: 'ops-confirm', confirm: 'ops-button ops-button-danger-solid' }}
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveClass('ops-confirm');
    expect(screen.getByRole('button', { name: 'Disable member alice' })).toHaveClass(
      'ops-button-danger-solid',
    );
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveClass('button');
  });
});
