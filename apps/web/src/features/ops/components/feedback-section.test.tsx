// The console's feedback list keeps a player's text in its box: stacked combining marks (Zalgo
// text) are clipped there instead of drawing over the console's header.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { FeedbackSection } from './feedback-section';
import { setUpConsoleTests } from '../test-setup';

const zalgo = `Deposit ${'\u0336\u0317\u0353\u031e\u0349\u0316\u0354\u0330\u0339\u0320'.repeat(40)}lost`;

setUpConsoleTests();
beforeAll(() => {
  // The console's real stylesheet, so computed styles are the ones a browser applies.
  const style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, '../ops-page.css'), 'utf8');
  document.head.append(style);
});

describe('the feedback list', () => {
  it("clips a player's text and contact to their boxes", async () => {
    mockFetch({
      'GET /ops/api/feedback?page=1': {
        value: {
          items: [
            {
              id: 7,
              type: 'bug',
              content: zalgo,
              contact: zalgo,
              memberId: null,
              proofIds: [],
              ip: '203.0.113.5',
              createdAt: '2026-11-27T10:00:00Z',
              handled: false,
            },
          ],
          totalPages: 1,
        },
      },
    });
    renderWithClient(<FeedbackSection canEdit />);
    const texts = await screen.findAllByText(zalgo);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text.className).toMatch(/ops-feedback-(content|contact)/);
      expect(['clip', 'hidden']).toContain(getComputedStyle(text).overflow);
    }
  });
});
