import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test/site-settings';
import { setupTestI18n } from '../../../test/test-i18n';
import { BetFacts } from './bet-facts';

beforeAll(async () => {
  await setupTestI18n('EN');
});

describe('BetFacts (the verify page bet in words)', () => {
  it('shows a slot bet as stake with the site currency and lines, no JSON', () => {
    renderWithSite(<BetFacts bet={{ stake: '500', lines: 20, variant: 'classic-20' }} />);
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('Stake: P 5.00');
    expect(list).toHaveTextContent('Lines: 20');
    expect(list).not.toHaveTextContent('{');
    expect(list).not.toHaveTextContent('stake');
  });

  it('names the fish aimed at, and a table and seats', () => {
    renderWithSite(<BetFacts bet={{ stake: '100', target: 'shark' }} />);
    expect(screen.getByRole('list')).toHaveTextContent('Fish aimed at: Shark');
  });

  it('says "a fish" for a fish it has no name for, never the code', () => {
    renderWithSite(
      <BetFacts bet={{ stake: '100', target: 'mystery_fish_9', roomId: 4, seats: 1 }} />,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('Fish aimed at: A fish');
    expect(list).toHaveTextContent('Table: 4');
    expect(list).toHaveTextContent('Seats: 1');
    expect(list).not.toHaveTextContent('mystery_fish_9');
  });
});
