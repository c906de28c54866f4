import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ThemeSwitch } from './theme-switch';
import { setupTestI18n } from '../../test/test-i18n';
import { ThemeProvider, storedTheme } from '../../lib/theme';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

function renderSwitch() {
  return render(
    <ThemeProvider>
      <ThemeSwitch />
    </ThemeProvider>,
  );
}

describe('the theme (spec 2, 3)', () => {
  it('is light by default', () => {
    expect(storedTheme()).toBe('light');
    renderSwitch();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('switches to dark, sets data-theme and stores the choice', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the stored choice after a reload', () => {
    localStorage.setItem('theme', 'dark');
    renderSwitch();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('theme', 'purple');
    expect(storedTheme()).toBe('light');
  });
});
