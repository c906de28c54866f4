import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsVendor } from '@wps/contracts/content/ops-vendors';
import { mockFetch, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { setUpConsoleTests } from '../test-setup';
import { TyVendorIdsCard } from './ty-vendor-ids-card';

const vendor = (id: number, vassalage: string, gameType: TOpsVendor['gameType']): TOpsVendor => ({
  id,
  gameType,
  vassalage,
  displayName: vassalage.toLowerCase(),
  accountTypeId: id,
  isHot: false,
  logo: `/images/vendors/${vassalage}.svg`,
  sort: id * 10,
  isActive: true,
  walletMode: 'seamless',
  keyUpdatedAt: null,
});

const vendors = [
  vendor(1, 'ROYALSLOTS', 'RNG'),
  vendor(2, 'ROYALSLOTS_TY', 'RNG'),
  vendor(3, 'LOTUSLIVE', 'LIVE'),
  vendor(4, 'LOTUSLIVE_TY', 'LIVE'),
];
const url = '/ops/api/vendors/ty-ids';
const answers = (pairs: Array<{ vendorId: number; tyVendorId: number }> = []) => ({
  'GET /ops/api/vendors/choices': { value: vendors },
  [`GET ${url}`]: { value: { pairs } },
  [`PUT ${url}`]: (req: SentRequest) => ({ value: req.body }),
});
const puts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT');
const select = (name: string) => screen.findByRole('combobox', { name });

setUpConsoleTests();

describe('TyVendorIdsCard', () => {
  it('shows the saved mapping and saves a new pair, offering only vendors of the same type', async () => {
    const { sent } = mockFetch(answers([{ vendorId: 3, tyVendorId: 4 }]));
    const user = userEvent.setup();
    renderWithClient(<TyVendorIdsCard canEdit />);
    expect(screen.getByRole('heading', { name: 'TY site vendor ids' })).toBeVisible();
    expect(await select('Vendor, row 1')).toHaveValue('3');
    expect(await select('TY site uses, row 1')).toHaveValue('4');

    await user.click(screen.getByRole('button', { name: 'Add a vendor' }));
    await user.selectOptions(await select('Vendor, row 2'), 'royalslots (ROYALSLOTS)');
    const tyChoice = await select('TY site uses, row 2');
    const offered = [...(tyChoice as HTMLSelectElement).options].map((o) => o.textContent);
    expect(offered).toEqual(['Choose a vendor', 'royalslots_ty (ROYALSLOTS_TY)']);
    await user.selectOptions(tyChoice, 'royalslots_ty (ROYALSLOTS_TY)');
    await user.click(screen.getByRole('button', { name: 'Save TY vendor ids' }));

    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        path: url,
        authorization: 'Bearer ops-token',
        body: {
          pairs: [
            { vendorId: 3, tyVendorId: 4 },
            { vendorId: 1, tyVendorId: 2 },
          ],
        },
      },
    ]);
  });

  it('removes a pair', async () => {
    const { sent } = mockFetch(answers([{ vendorId: 3, tyVendorId: 4 }]));
    const user = userEvent.setup();
    renderWithClient(<TyVendorIdsCard canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Remove row 1' }));
    expect(
      screen.getByText(
        'No vendor is mapped: the TY site uses the same vendors as every other language.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save TY vendor ids' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(puts(sent).map((r) => r.body)).toEqual([{ pairs: [] }]);
  });

  it('names what is wrong with a row and sends nothing', async () => {
    const { sent } = mockFetch(answers([{ vendorId: 1, tyVendorId: 2 }]));
    const user = userEvent.setup();
    renderWithClient(<TyVendorIdsCard canEdit />);
    await select('Vendor, row 1');
    const add = screen.getByRole('button', { name: 'Add a vendor' });
    const save = screen.getByRole('button', { name: 'Save TY vendor ids' });

    await user.click(add);
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 2: choose both vendors.');

    // The TY vendor of row 1 mapped in its turn: a chain.
    await user.selectOptions(await select('Vendor, row 2'), 'royalslots_ty (ROYALSLOTS_TY)');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 2: choose both vendors.');
    await user.selectOptions(await select('TY site uses, row 2'), 'royalslots (ROYALSLOTS)');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 1: a TY vendor cannot itself be mapped (no chains).',
    );

    // The same vendor mapped twice.
    await user.selectOptions(await select('Vendor, row 2'), 'royalslots (ROYALSLOTS)');
    await user.selectOptions(await select('TY site uses, row 2'), 'royalslots_ty (ROYALSLOTS_TY)');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 2: this vendor is already mapped in an earlier row.',
    );
    expect(puts(sent)).toEqual([]);
  });

  it('shows the server’s refusal, and is read-only without games.edit', async () => {
    mockFetch({ ...answers(), [`PUT ${url}`]: { status: 400, code: 'VALIDATION_FAILED' } });
    const user = userEvent.setup();
    const { unmount } = renderWithClient(<TyVendorIdsCard canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Add a vendor' }));
    await user.selectOptions(await select('Vendor, row 1'), 'lotuslive (LOTUSLIVE)');
    await user.selectOptions(await select('TY site uses, row 1'), 'lotuslive_ty (LOTUSLIVE_TY)');
    await user.click(screen.getByRole('button', { name: 'Save TY vendor ids' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByText('Saved.')).toBeNull();
    unmount();

    renderWithClient(<TyVendorIdsCard canEdit={false} />);
    expect(await screen.findByRole('button', { name: 'Add a vendor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save TY vendor ids' })).toBeDisabled();
    expect(
      screen.getByText('Only an operator who may change games can change this.'),
    ).toBeVisible();
  });
});
