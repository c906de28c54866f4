import { builtInRolePermissions } from '@wps/contracts/ops/permissions';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { TwoFactorSection } from './two-factor-section';
import { setUpConsoleTests } from '../test-setup';

const me = {
  id: 2,
  username: 'cashier',
  role: 'admin' as const,
  permissions: [...builtInRolePermissions['admin']],
  active: true,
  twoFactorEnabled: false,
  mustEnrolTwoFactor: true,
};
// A 1x1 PNG: what the server's QR code data URL looks like, shortened.
const qrCode =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Royal%20Win:cashier?issuer=Royal%20Win&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode,
};

setUpConsoleTests();

describe('TwoFactorSection', () => {
  it('shows the QR code and the key, and turns two-factor on with a current code', async () => {
    const { sent } = mockFetch({
      'POST /ops/api/me/two-factor/setup': { value: setup },
      'POST /ops/api/me/two-factor/confirm': (req) =>
        (req.body as { otp: string }).otp === '123456'
          ? { value: { ...me, twoFactorEnabled: true, mustEnrolTwoFactor: false } }
          : { status: 400, code: 'INVALID_OTP' },
    });
    renderWithClient(<TwoFactorSection operator={me} />);
    const user = userEvent.setup();

    // Nothing is asked of the server until the operator is ready to scan.
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show the QR code' }));
    const qr = await screen.findByRole('img', {
      name: 'QR code to add this console to your authenticator app',
    });
    expect(qr).toHaveAttribute('src', qrCode);
    // The key in groups of 4, easier to type.
    expect(screen.getByLabelText('Setup key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await user.type(code, '12a3');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The code is 6 digits.');
    expect(sent.filter((r) => r.path.endsWith('/confirm'))).toEqual([]);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path.endsWith('/confirm')).map((r) => r.body)).toEqual([
        { otp: '654321' },
        { otp: '123456' },
      ]),
    );
    expect(sent.every((r) => r.authorization === 'Bearer ops-token')).toBe(true);
  }, 15_000);

  it('once on, shows no key and turns off only with a code', async () => {
    const { sent } = mockFetch({
      'POST /ops/api/me/two-factor/disable': {
        value: { ...me, twoFactorEnabled: false, mustEnrolTwoFactor: false },
      },
    });
    renderWithClient(
      <TwoFactorSection operator={{ ...me, twoFactorEnabled: true, mustEnrolTwoFactor: false }} />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent('Two-factor sign-in is on');
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Turn two-factor off' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The code is 6 digits.');
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Turn two-factor off' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/ops/api/me/two-factor/disable',
          authorization: 'Bearer ops-token',
          body: { otp: '246810' },
        },
      ]),
    );
  }, 15_000);
});
