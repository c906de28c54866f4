// The queue's choice card that the KYC and risk sections share.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceCard } from './choice-card';

describe('ChoiceCard', () => {
  it('names its choice, shows the hint, and hands back the typed choice', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceCard
        label="State"
        choices={['pending', 'approved'] as const}
        value="pending"
        onChange={onChange}
        labelOf={(c) => c.toUpperCase()}
        hint="Waiting for review"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(screen.getByRole('option', { name: 'APPROVED' })).toBeTruthy();
    expect(screen.getByText('Waiting for review')).toBeVisible();
    await userEvent.selectOptions(select, 'approved');
    expect(onChange).toHaveBeenCalledWith('approved');
  });
});
