import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../test/test-i18n';
import { TOAST_MS, ToastProvider, useToast } from './toast';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.useRealTimers();
});

function Shower({ text }: { text: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(text)}>
      Show
    </button>
  );
}

describe('toasts', () => {
  it('shows a notice in a polite live region and removes it after a few seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Shower text="Saved." />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    const toast = screen.getByText('Saved.');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('closes at once with its close button, and keeps at most three', async () => {
    render(
      <ToastProvider>
        <Shower text="Hello" />
      </ToastProvider>,
    );
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByText('Hello')).toHaveLength(3);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getAllByText('Hello')).toHaveLength(2);
  });
});
