import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCountry } from '@wps/contracts/system/country';
import { setupTestI18n } from '../../test/test-i18n';
import { DialCodePicker, dialPickerCloseDelayMs, startingCountry } from './dial-code-picker';

const countries: TCountry[] = [
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'CA', countryDialingCode: '1', name: 'Canada' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
];

function field() {
  return screen.getByRole('combobox', { name: 'Country code' });
}

function shownFlag(container: HTMLElement) {
  return container.querySelector('.dial-picker__field img');
}

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startingCountry', () => {
  it('takes the initial dial code when it is listed', () => {
    expect(startingCountry(countries, '66', 'MM')?.countryCode).toBe('TH');
    expect(startingCountry(countries, '+84', 'MM')?.countryCode).toBe('VN');
  });

  it('takes the current country when the initial code is missing or not listed', () => {
    expect(startingCountry(countries, '999', 'TH')?.countryCode).toBe('TH');
    expect(startingCountry(countries, undefined, 'VN')?.countryCode).toBe('VN');
    expect(startingCountry(countries, null, 'TH')?.countryCode).toBe('TH');
  });

  it('prefers the current country among those sharing the code', () => {
    expect(startingCountry(countries, '1', 'CA')?.countryCode).toBe('CA');
    expect(startingCountry(countries, '1', 'MM')?.countryCode).toBe('US');
  });

  it('falls back to the first country, and to nothing for an empty list', () => {
    expect(startingCountry(countries, '999', 'ZZ')?.countryCode).toBe('MM');
    expect(startingCountry([], '95', 'MM')).toBeUndefined();
  });
});

describe('DialCodePicker', () => {
  it('is a labelled read-only combobox showing the flag and +code', () => {
    const { container } = render(
      <DialCodePicker countries={countries} initialDialCode="66" onChange={() => {}} />,
    );
    expect(field()).toHaveValue('+66');
    expect(field()).toHaveAttribute('readonly');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(shownFlag(container)).toHaveAttribute('src', '/flags/TH.svg');
  });

  it('takes a label and an id from the form', () => {
    render(
      <>
        <DialCodePicker countries={countries} onChange={() => {}} label="Mobile prefix" id="dial" />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Mobile prefix' });
    expect(input).toHaveAttribute('id', 'dial');
  });

  it('starts from the current country when the initial code is not listed, and reports it', () => {
    const onChange = vi.fn();
    render(
      <DialCodePicker
        countries={countries}
        initialDialCode="999"
        currentCountryCode="VN"
        onChange={onChange}
      />,
    );
    expect(field()).toHaveValue('+84');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('84');
  });

  it('does not report a start that equals the initial code', () => {
    const onChange = vi.fn();
    render(<DialCodePicker countries={countries} initialDialCode="+95" onChange={onChange} />);
    expect(field()).toHaveValue('+95');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens on focus, listing each country as flag plus +code', async () => {
    const user = userEvent.setup();
    render(<DialCodePicker countries={countries} initialDialCode="95" onChange={() => {}} />);
    await user.tab();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(field()).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['+95', '+66', '+1', '+1', '+84']);
    expect(options[0]).toHaveAccessibleName('Myanmar +95');
    expect(options[3]!.querySelector('img')).toHaveAttribute('src', '/flags/CA.svg');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
  });

  it('closes 200 ms after blur, not before', () => {
    vi.useFakeTimers();
    expect(dialPickerCloseDelayMs).toBe(200);
    render(<DialCodePicker countries={countries} onChange={() => {}} />);
    fireEvent.focus(field());
    expect(screen.getByRole('listbox')).toBeVisible();
    fireEvent.blur(field());
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByRole('listbox')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when focus comes back within 200 ms', () => {
    vi.useFakeTimers();
    render(<DialCodePicker countries={countries} onChange={() => {}} />);
    fireEvent.focus(field());
    fireEvent.blur(field());
    act(() => {
      vi.advanceTimersByTime(150);
    });
    fireEvent.focus(field());
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('reports the chosen dial code on click and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <DialCodePicker countries={countries} initialDialCode="95" onChange={onChange} />,
    );
    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Thailand +66' }));
    expect(onChange).toHaveBeenCalledWith('66');
    expect(field()).toHaveValue('+66');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(shownFlag(container)).toHaveAttribute('src', '/flags/TH.svg');
  });

  it('keeps a country sharing a code apart: choosing Canada shows its flag', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <DialCodePicker countries={countries} initialDialCode="95" onChange={onChange} />,
    );
    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Canada +1' }));
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(shownFlag(container)).toHaveAttribute('src', '/flags/CA.svg');
  });

  it('moves with the arrow keys, chooses with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DialCodePicker countries={countries} initialDialCode="95" onChange={onChange} />);
    await user.tab();
    const activeName = () =>
      document
        .getElementById(field().getAttribute('aria-activedescendant')!)
        ?.getAttribute('aria-label');
    expect(activeName()).toBe('Myanmar +95');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe('United States +1');
    await user.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Thailand +66');
    await user.keyboard('{End}');
    expect(activeName()).toBe('Vietnam +84');
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Vietnam +84');
    await user.keyboard('{Home}{ArrowUp}');
    expect(activeName()).toBe('Myanmar +95');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('66');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(activeName()).toBe('Thailand +66');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps Escape from closing a dialog around it while the list is open', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <DialCodePicker countries={countries} onChange={() => {}} />
      </div>,
    );
    await user.tab();
    await user.keyboard('{Escape}');
    expect(outer).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('does not submit the form when Enter chooses', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DialCodePicker countries={countries} onChange={() => {}} />
        <button type="submit">Send</button>
      </form>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads flags from the given base and falls back to default.svg', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DialCodePicker
        countries={countries}
        initialDialCode="95"
        flagBase="/static/flags/"
        onChange={() => {}}
      />,
    );
    const flag = shownFlag(container)!;
    expect(flag).toHaveAttribute('src', '/static/flags/MM.svg');
    fireEvent.error(flag);
    expect(shownFlag(container)).toHaveAttribute('src', '/static/flags/default.svg');
    await user.click(field());
    const thai = screen.getByRole('option', { name: 'Thailand +66' }).querySelector('img')!;
    fireEvent.error(thai);
    expect(thai).toHaveAttribute('src', '/static/flags/default.svg');
  });

  it('waits for countries that arrive later, then starts and reports', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DialCodePicker countries={[]} currentCountryCode="TH" onChange={onChange} />,
    );
    expect(field()).toHaveValue('');
    fireEvent.focus(field());
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    rerender(<DialCodePicker countries={countries} currentCountryCode="TH" onChange={onChange} />);
    expect(field()).toHaveValue('+66');
    expect(onChange).toHaveBeenCalledWith('66');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    render(<DialCodePicker countries={countries} onChange={() => {}} disabled />);
    await user.click(field());
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });
});
