import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSmsAlarm, TSmsLimits } from '@wps/contracts/system/sms-limits';
import { renderWithClient } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { SmsSection } from './sms-section';
import { setUpConsoleTests } from '../test-setup';

const limits: TSmsLimits = {
  humanCheck: true,
  perAddressPerHour: 20,
  perPrefixPerHour: 30,
  prefixDigits: 4,
  perHour: 500,
};

function answers(alarms: TSmsAlarm[]) {
  return {
    'GET /ops/api/system/setting/sms': { value: limits },
    'GET /ops/api/system/sms/alarms': { value: { alarms } },
    'PUT /ops/api/system/setting/sms': (req: SentRequest) => ({ value: req.body }),
  };
}

setUpConsoleTests();

describe('SmsSection', () => {
  it('shows a banner while a cap tripped in the last hour, and lists every alarm', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    mockFetch(
      answers([
        { id: 2, cap: 'site', limit: 500, key: null, at: minutesAgo(5) },
        { id: 1, cap: 'prefix', limit: 30, key: '+959477', at: minutesAgo(600) },
      ]),
    );
    renderWithClient(<SmsSection canEdit />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('An SMS cap tripped in the last hour (The whole site)');
    const list = screen.getByRole('region', { name: 'SMS cap alarms' });
    const rows = within(list).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('One number prefix');
    expect(rows[2]).toHaveTextContent('+959477');
  });

  it('shows no banner for older alarms, and saves the caps', async () => {
    const { sent } = mockFetch(answers([]));
    renderWithClient(<SmsSection canEdit />);
    const user = userEvent.setup();
    expect(await screen.findByText('No SMS cap has tripped in the last 7 days.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const site = await screen.findByRole('spinbutton', {
      name: 'Codes for the whole site per hour',
    });
    await user.clear(site);
    await user.type(site, '200');
    await user.click(
      screen.getByRole('checkbox', { name: 'SMS code requests need the human check' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    const put = sent.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ ...limits, perHour: 200, humanCheck: false });
  });
});
