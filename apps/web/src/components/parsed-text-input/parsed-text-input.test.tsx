// One text input for values typed in the site's format (DayInput and the console's DateTimeInput
// are this with their own parse and format): what is typed is reported as the value it means, or
// as onUnreadable says while it means nothing; a new value from outside replaces the text unless
// the text already means it; leaving the field tidies readable text.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParsedTextInput } from './parsed-text-input';

/** "3 apples" means 3; a number is written "3 apples". */
const parse = (text: string) => /^\s*(\d+)\s*(apples?)?\s*$/.exec(text)?.[1] ?? null;
const format = (value: string) => (value === '' ? '' : `${value} apples`);

function Field(props: { value: string; onChange: (v: string) => void; asTyped?: boolean }) {
  return (
    <ParsedTextInput
      aria-label="Apples"
      value={props.value}
      onChange={props.onChange}
      parse={parse}
      format={format}
      onUnreadable={props.asTyped ? (text) => text.trim() : () => ''}
    />
  );
}

describe('ParsedTextInput', () => {
  it('reports what the text means, or the unreadable answer, and tidies on leaving', async () => {
    const onChange = vi.fn();
    render(<Field value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Apples' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12');
    expect(onChange).toHaveBeenLastCalledWith('12');
    await userEvent.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '{Backspace}');
    await userEvent.tab();
    expect(input).toHaveValue('12 apples');
  });

  it('reports unreadable text as typed where asked, for a check to refuse', async () => {
    const onChange = vi.fn();
    render(<Field value="" onChange={onChange} asTyped />);
    await userEvent.type(screen.getByRole('textbox'), ' lots ');
    expect(onChange).toHaveBeenLastCalledWith('lots');
  });

  it('takes a new value from outside, but keeps text that already means it', async () => {
    const { rerender } = render(<Field value="3" onChange={() => {}} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('3 apples');
    rerender(<Field value="7" onChange={() => {}} />);
    expect(input).toHaveValue('7 apples');
    await userEvent.clear(input);
    await userEvent.type(input, ' 9');
    rerender(<Field value="9" onChange={() => {}} />);
    expect(input).toHaveValue(' 9');
  });
});
