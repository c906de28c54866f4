// The console's texts are not in the players' language files: they load when the console shows,
// and a language switch inside the console brings the new language's console texts before it shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { initI18n, switchLanguage } from '../../i18n/i18n';
import opsEn from './locales/en.json';
import opsMy from './locales/my.json';
import opsTh from './locales/th.json';
import { useOpsTexts } from './ops-texts';

function Console() {
  const { t } = useTranslation();
  return useOpsTexts() ? <h1>{t('ops.console')}</h1> : <p role="status">loading</p>;
}

beforeAll(async () => {
  localStorage.clear();
  await initI18n('EN');
});

describe('the console texts', () => {
  it('are not loaded with the players’ texts', () => {
    expect(i18next.exists('app.name')).toBe(true);
    expect(i18next.exists('ops.console')).toBe(false);
  });

  it('load with the console and follow a language switch', async () => {
    const { unmount } = render(<Console />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent(opsEn.ops.console);

    await act(() => switchLanguage('MY'));
    // The switch waited for the console's MY texts: no missing key shows, not even briefly.
    expect(i18next.getResource('MY', 'translation', 'ops.console')).toBe(opsMy.ops.console);
    expect(screen.getByRole('heading')).toHaveTextContent(opsMy.ops.console);
    expect(opsMy.ops.console).not.toBe(opsEn.ops.console);

    // Without the console on screen, a switch no longer loads its texts.
    unmount();
    await act(() => switchLanguage('TH'));
    expect(i18next.exists('ops.console', { lng: 'TH' })).toBe(false);
    render(<Console />);
    expect(await screen.findByRole('heading')).toHaveTextContent(opsTh.ops.console);
    // The players' texts of the language are still there next to the console's.
    expect(i18next.exists('app.name', { lng: 'TH' })).toBe(true);
  });
});
