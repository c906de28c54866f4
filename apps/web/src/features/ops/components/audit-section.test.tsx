// The audit viewer's time filter: typed in the site's one format and read in the site's zone.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../test/test-i18n';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { AuditSection } from './audit-section';

const empty = { value: { rows: [], nextBefore: null } };

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.setItem('opsToken', 'ops-token');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuditSection', () => {
  it('sends the typed times as instants of the site zone (Asia/Yangon, UTC+6:30)', async () => {
    const from = encodeURIComponent('2030-01-10T01:30:00.000Z');
    const { sent } = mockFetch({
      'GET /ops/api/audit': empty,
      [`GET /ops/api/audit?from=${from}`]: empty,
    });
    const user = userEvent.setup();
    renderWithClient(<AuditSection />);
    const field = await screen.findByLabelText('From');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'YYYY/MM/DD HH:mm');
    await user.type(field, '2030/01/10 08:00');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(sent.map((r) => r.path)).toContain(`/ops/api/audit?from=${from}`),
    );
  });
});
