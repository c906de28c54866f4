// The console's points section: the redemptions waiting (approved, or rejected with a remark),
// the catalogue (a bonus credit or goods added, an item edited) and the earning and conversion
// rules, each sent as its contract says and checked before sending; loading, empty and error
// states; and who may change what (rules and catalogue: loyalty.edit; decisions: loyalty.decide).
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  TOpsPointSettings,
  TOpsRedemption,
  TOpsReward,
} from '@wps/contracts/loyalty/ops-points';
import { FIRST_PAGE, mockFetch, onePage, type SentRequest } from '../ops/test-fetch';
import { renderWithClient } from '../ops/test-render';
import { OpsPointsSection } from './ops-points-section';
import { setUpConsoleTests } from '../ops/test-setup';

setUpConsoleTests();

const settings: TOpsPointSettings = {
  enabled: true,
  deposit: { points: 1, per: '100000' },
  earnRules: [
    { gameType: '*', points: 1, per: '100000' },
    { gameType: 'LIVE', points: 2, per: '100000' },
  ],
  convertPoints: 100,
  convertAmount: '10000',
  convertMin: 500,
};

const reward = (over: Partial<TOpsReward>): TOpsReward => ({
  id: 3,
  kind: 'bonus',
  names: { EN: 'Free 50', MY: 'Free 50 MY' },
  descriptions: { EN: 'A bonus of 50' },
  image: '/points/free-50.png',
  points: 500,
  bonusAmount: '5000',
  wageringMultiple: 100,
  stock: null,
  active: true,
  sort: 4,
  redeemed: 12,
  ...over,
});
const headphones = reward({
  id: 4,
  kind: 'goods',
  names: { EN: 'Headphones' },
  descriptions: {},
  image: null,
  points: 9000,
  bonusAmount: '0',
  wageringMultiple: 0,
  stock: 7,
  active: false,
  sort: 0,
  redeemed: 2,
});

const redemption = (over: Partial<TOpsRedemption>): TOpsRedemption => ({
  id: 21,
  memberId: 5,
  username: 'ayemyat',
  rewardId: 4,
  name: 'Headphones',
  kind: 'goods',
  quantity: 1,
  points: 9000,
  amount: '0',
  status: 'process',
  shipping: { name: 'Aye Myat', phone: '+95 9 1234567', address: '12 Pansodan St, Yangon' },
  remark: null,
  createdAt: '2025-03-01T04:30:00.000Z',
  reviewedAt: null,
  ...over,
});

const WAITING = 'GET /ops/api/points/redemptions?status=process&pageNo=1&pageSize=20';
const REWARDS = `GET /ops/api/points/rewards${FIRST_PAGE}`;
const SETTINGS = 'GET /ops/api/points/settings';

const answers = (over: Parameters<typeof mockFetch>[0] = {}) => ({
  [WAITING]: { value: { list: [redemption({})], total: 1 } },
  [REWARDS]: { value: onePage([reward({}), headphones]) },
  [SETTINGS]: { value: settings },
  ...over,
});

const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');
const region = (name: string) => screen.findByRole('region', { name });

function renderSection({ canEdit = true, canDecide = true } = {}) {
  renderWithClient(<OpsPointsSection canEdit={canEdit} canDecide={canDecide} />);
  return userEvent.setup();
}

describe('the points section', () => {
  it('shows loading, then the redemptions waiting, the catalogue and the rules as answered', async () => {
    const { sent } = mockFetch(answers());
    renderSection();

    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading');
    const waiting = await region('Redemptions');
    expect(await within(waiting).findByText('#21 Headphones × 1')).toBeInTheDocument();
    expect(within(waiting).getByText('ayemyat')).toBeInTheDocument();
    expect(within(waiting).getByText('9000')).toBeInTheDocument();
    expect(
      within(waiting).getByText('Aye Myat, +95 9 1234567, 12 Pansodan St, Yangon'),
    ).toBeInTheDocument();
    expect(within(waiting).getByText('In process', { selector: '.ops-badge' })).toBeInTheDocument();

    const catalogue = await region('Catalogue');
    const bonusRow = await within(catalogue).findByRole('row', { name: /Free 50/ });
    expect(bonusRow).toHaveTextContent('Bonus credit');
    expect(bonusRow).toHaveTextContent('500');
    expect(bonusRow).toHaveTextContent('50.00');
    expect(bonusRow).toHaveTextContent('∞');
    expect(bonusRow).toHaveTextContent('12');
    const goodsRow = within(catalogue).getByRole('row', { name: /Headphones/ });
    expect(goodsRow).toHaveTextContent('Goods');
    expect(goodsRow).toHaveTextContent('7');

    const rules = await region('Earning and conversion');
    expect(
      await within(rules).findByRole('checkbox', { name: 'Points mall open (earning on)' }),
    ).toBeChecked();
    const types = within(rules).getAllByRole('combobox', { name: 'Game type' });
    expect(types.map((s) => (s as HTMLSelectElement).value)).toEqual(['*', 'LIVE']);
    expect(
      within(rules).getByRole('spinbutton', { name: 'Fewest points per conversion' }),
    ).toHaveValue(500);
    expect(within(rules).getByRole('textbox', { name: 'Buy cash (minor units)' })).toHaveValue(
      '10000',
    );
    expect(sent.every((r) => r.authorization === 'Bearer ops-token')).toBe(true);
  });

  it('approves a goods redemption, and rejects another with its remark', async () => {
    const second = redemption({ id: 22, username: 'kokyaw', shipping: null });
    const { sent } = mockFetch(
      answers({
        [WAITING]: { value: { list: [redemption({}), second], total: 2 } },
        'POST /ops/api/points/redemptions/21/review': {
          value: redemption({ status: 'approved' }),
        },
        'POST /ops/api/points/redemptions/22/review': {
          value: { ...second, status: 'rejected' },
        },
      }),
    );
    const user = renderSection();
    const waiting = await region('Redemptions');
    const first = (await within(waiting).findByText('#21 Headphones × 1')).closest('li')!;
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));

    const other = within(waiting).getByText('#22 Headphones × 1').closest('li')!;
    await user.type(within(other).getByRole('textbox', { name: 'Remark' }), 'Out of stock');
    await user.click(within(other).getByRole('button', { name: 'Reject and return points' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/ops/api/points/redemptions/21/review',
        authorization: 'Bearer ops-token',
        body: { decision: 'approved' },
      },
      {
        method: 'POST',
        path: '/ops/api/points/redemptions/22/review',
        authorization: 'Bearer ops-token',
        body: { decision: 'rejected', remark: 'Out of stock' },
      },
    ]);
    // The list (and the catalogue's stock) are asked again after a decision.
    await vi.waitFor(() => expect(sent.filter((r) => r.path === WAITING.slice(4))).toHaveLength(3));
  });

  it('shows a decision refused as already made', async () => {
    mockFetch(
      answers({
        'POST /ops/api/points/redemptions/21/review': { status: 409, code: 'INVALID_STATE' },
      }),
    );
    const user = renderSection();
    const waiting = await region('Redemptions');
    await user.click(await within(waiting).findByRole('button', { name: 'Approve' }));
    expect(await within(waiting).findByRole('alert')).toHaveTextContent(
      'This request can no longer be changed.',
    );
  });

  it('lists by status and pages on the server; empty and error states', async () => {
    const base = '/ops/api/points/redemptions?';
    const { sent } = mockFetch(
      answers({
        [`GET ${base}pageNo=1&pageSize=20`]: {
          value: {
            list: [redemption({ id: 30, status: 'approved', kind: 'bonus', amount: '5000' })],
            total: 41,
          },
        },
        [`GET ${base}pageNo=2&pageSize=20`]: {
          value: {
            list: [redemption({ id: 50, status: 'rejected', remark: 'No stock' })],
            total: 41,
          },
        },
        [`GET ${base}status=approved&pageNo=1&pageSize=20`]: { value: { list: [], total: 0 } },
        [`GET ${base}status=rejected&pageNo=1&pageSize=20`]: {
          status: 500,
          code: 'INTERNAL_ERROR',
        },
      }),
    );
    const user = renderSection();
    const waiting = await region('Redemptions');
    await within(waiting).findByText('#21 Headphones × 1');
    const status = within(waiting).getByRole('combobox', { name: 'Status' });

    await user.selectOptions(status, 'All');
    const approved = (await within(waiting).findByText('#30 Headphones × 1')).closest('li')!;
    // Decided already: no remark or buttons, its amount shown as money.
    expect(within(approved).queryByRole('button')).toBeNull();
    expect(approved).toHaveTextContent('50.00');
    await user.click(within(waiting).getByRole('button', { name: 'Next' }));
    const rejected = (await within(waiting).findByText('#50 Headphones × 1')).closest('li')!;
    expect(rejected).toHaveTextContent('No stock');

    await user.selectOptions(status, 'Approved');
    expect(await within(waiting).findByText('No redemptions.')).toBeInTheDocument();
    await user.selectOptions(status, 'Rejected');
    expect(await within(waiting).findByRole('alert')).toBeInTheDocument();
    expect(sent.filter((r) => r.path.startsWith(base)).map((r) => r.path)).toEqual([
      `${base}status=process&pageNo=1&pageSize=20`,
      `${base}pageNo=1&pageSize=20`,
      `${base}pageNo=2&pageSize=20`,
      `${base}status=approved&pageNo=1&pageSize=20`,
      `${base}status=rejected&pageNo=1&pageSize=20`,
    ]);
  });

  it('adds a bonus credit with its amount, wagering and no stock limit', async () => {
    const { sent } = mockFetch(
      answers({ 'POST /ops/api/points/rewards': { value: reward({ id: 9 }) } }),
    );
    const user = renderSection();
    const catalogue = await region('Catalogue');
    await within(catalogue).findByRole('row', { name: /Free 50/ });
    await user.type(within(catalogue).getByRole('textbox', { name: 'Name (EN)' }), 'Free 100');
    await user.type(within(catalogue).getByRole('textbox', { name: 'Points' }), '1000');
    await user.type(
      within(catalogue).getByRole('textbox', { name: 'Bonus (minor units)' }),
      '10000',
    );
    const wagering = within(catalogue).getByRole('textbox', { name: 'Wagering (x1 = 100)' });
    await user.clear(wagering);
    await user.type(wagering, '300');
    await user.click(within(catalogue).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: 'POST',
      path: '/ops/api/points/rewards',
      authorization: 'Bearer ops-token',
      body: {
        kind: 'bonus',
        names: { EN: 'Free 100' },
        descriptions: {},
        image: null,
        points: 1000,
        bonusAmount: '10000',
        wageringMultiple: 300,
        stock: null,
        active: true,
        sort: 0,
      },
    });
    // The catalogue is asked again and the form empties for the next item.
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path.startsWith('/ops/api/points/rewards'))).toHaveLength(3),
    );
    expect(within(catalogue).getByRole('textbox', { name: 'Name (EN)' })).toHaveValue('');
  });

  it('adds goods with their stock, inactive, named in two languages', async () => {
    const { sent } = mockFetch(
      answers({ 'POST /ops/api/points/rewards': { value: reward({ id: 10, kind: 'goods' }) } }),
    );
    const user = renderSection();
    const catalogue = await region('Catalogue');
    await within(catalogue).findByRole('row', { name: /Free 50/ });
    await user.selectOptions(within(catalogue).getByRole('combobox', { name: 'Kind' }), 'Goods');
    expect(within(catalogue).queryByRole('textbox', { name: 'Bonus (minor units)' })).toBeNull();
    await user.type(within(catalogue).getByRole('textbox', { name: 'Name (EN)' }), 'Power bank');
    await user.type(within(catalogue).getByRole('textbox', { name: 'Name (MY)' }), 'ပါဝါဘဏ်');
    await user.type(within(catalogue).getByRole('textbox', { name: 'Points' }), '4000');
    await user.type(
      within(catalogue).getByRole('textbox', { name: 'Stock (empty = unlimited)' }),
      '25',
    );
    await user.click(within(catalogue).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(catalogue).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]!.body).toEqual({
      kind: 'goods',
      names: { EN: 'Power bank', MY: 'ပါဝါဘဏ်' },
      descriptions: {},
      image: null,
      points: 4000,
      bonusAmount: '0',
      wageringMultiple: 100,
      stock: 25,
      active: false,
      sort: 0,
    });
  });

  it('edits an item, keeping the description, image and order the form does not show', async () => {
    const { sent } = mockFetch(
      answers({ 'PUT /ops/api/points/rewards/3': { value: reward({ points: 450 }) } }),
    );
    const user = renderSection();
    const catalogue = await region('Catalogue');
    const row = await within(catalogue).findByRole('row', { name: /Free 50/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(within(catalogue).getByRole('heading', { name: 'Edit reward #3' })).toBeInTheDocument();
    expect(within(catalogue).getByRole('textbox', { name: 'Name (MY)' })).toHaveValue('Free 50 MY');
    const points = within(catalogue).getByRole('textbox', { name: 'Points' });
    expect(points).toHaveValue('500');
    await user.clear(points);
    await user.type(points, '450');
    await user.click(within(catalogue).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toMatchObject({
      method: 'PUT',
      path: '/ops/api/points/rewards/3',
      body: {
        kind: 'bonus',
        names: { EN: 'Free 50', MY: 'Free 50 MY' },
        descriptions: { EN: 'A bonus of 50' },
        image: '/points/free-50.png',
        points: 450,
        bonusAmount: '5000',
        wageringMultiple: 100,
        stock: null,
        active: true,
        sort: 4,
      },
    });
    expect(
      await within(catalogue).findByRole('heading', { name: 'New reward' }),
    ).toBeInTheDocument();
  });

  it('refuses an item the contract refuses before sending it', async () => {
    const { sent } = mockFetch(answers());
    const user = renderSection();
    const catalogue = await region('Catalogue');
    await within(catalogue).findByRole('row', { name: /Free 50/ });
    const save = within(catalogue).getByRole('button', { name: 'Save' });
    const name = within(catalogue).getByRole('textbox', { name: 'Name (EN)' });
    const points = within(catalogue).getByRole('textbox', { name: 'Points' });
    const stock = within(catalogue).getByRole('textbox', { name: 'Stock (empty = unlimited)' });

    // No name at all.
    await user.click(save);
    expect(within(catalogue).getByRole('alert')).toHaveTextContent(
      'Please check this field: names.EN',
    );
    // Points that are not a whole number are not 0 nor rounded.
    await user.type(name, 'Free 100');
    await user.type(points, '12.5');
    await user.click(save);
    expect(within(catalogue).getByRole('alert')).toHaveTextContent(
      'Please check this field: points',
    );
    // A bonus credit needs its amount.
    await user.clear(points);
    await user.type(points, '1000');
    await user.click(save);
    expect(within(catalogue).getByRole('alert')).toHaveTextContent(
      'Please check this field: bonusAmount',
    );
    // A stock that cannot be read is refused, not sent as null (unlimited).
    await user.type(within(catalogue).getByRole('textbox', { name: 'Bonus (minor units)' }), '100');
    await user.type(stock, '5O');
    await user.click(save);
    expect(within(catalogue).getByRole('alert')).toHaveTextContent(
      'Please check this field: stock',
    );
    // Goods cannot be unlimited.
    await user.clear(stock);
    await user.selectOptions(within(catalogue).getByRole('combobox', { name: 'Kind' }), 'Goods');
    await user.click(save);
    expect(within(catalogue).getByRole('alert')).toHaveTextContent(
      'Please check this field: stock',
    );

    expect(writes(sent)).toEqual([]);
  });

  it('saves the earning rules, the deposit rate and the conversion rate', async () => {
    const { sent } = mockFetch(
      answers({
        'PUT /ops/api/points/settings': (req: SentRequest) => ({ value: req.body }),
      }),
    );
    const user = renderSection();
    const rules = await region('Earning and conversion');
    await within(rules).findByRole('checkbox', { name: 'Points mall open (earning on)' });

    await user.click(within(rules).getByRole('button', { name: 'Add rule' }));
    const types = within(rules).getAllByRole('combobox', { name: 'Game type' });
    await user.selectOptions(types[2]!, 'FISH');
    const points = within(rules).getAllByRole('spinbutton', { name: 'Points' });
    await user.clear(points[2]!);
    await user.type(points[2]!, '3');
    const pers = within(rules).getAllByRole('textbox', { name: 'Per (minor units)' });
    await user.clear(pers[2]!);
    await user.type(pers[2]!, '50000');
    // The first rule goes; the deposit earns 5 per 1,000.00.
    await user.click(within(rules).getAllByRole('button', { name: 'Remove' })[0]!);
    const depositPoints = within(rules).getAllByRole('spinbutton', { name: 'Points' })[2]!;
    await user.clear(depositPoints);
    await user.type(depositPoints, '5');
    const convertAmount = within(rules).getByRole('textbox', { name: 'Buy cash (minor units)' });
    await user.clear(convertAmount);
    await user.type(convertAmount, '12000');
    await user.click(within(rules).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(within(rules).getByRole('status')).toHaveTextContent('Saved.'));
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/ops/api/points/settings',
        authorization: 'Bearer ops-token',
        body: {
          ...settings,
          earnRules: [
            { gameType: 'LIVE', points: 2, per: '100000' },
            { gameType: 'FISH', points: 3, per: '50000' },
          ],
          deposit: { points: 5, per: '100000' },
          convertAmount: '12000',
        },
      },
    ]);
  });

  it('refuses rules the contract refuses before sending them', async () => {
    const { sent } = mockFetch(answers());
    const user = renderSection();
    const rules = await region('Earning and conversion');
    await within(rules).findByRole('checkbox', { name: 'Points mall open (earning on)' });
    const save = within(rules).getByRole('button', { name: 'Save' });

    // Two rules for one game type.
    await user.selectOptions(
      within(rules).getAllByRole('combobox', { name: 'Game type' })[1]!,
      '*',
    );
    await user.click(save);
    expect(within(rules).getByRole('alert')).toHaveTextContent(
      'Please check this field: earnRules',
    );
    await user.selectOptions(
      within(rules).getAllByRole('combobox', { name: 'Game type' })[1]!,
      'LIVE',
    );
    // "Per" is a whole number of minor units, 1 or more.
    const per = within(rules).getAllByRole('textbox', { name: 'Per (minor units)' })[0]!;
    await user.clear(per);
    await user.type(per, '0');
    await user.click(save);
    expect(within(rules).getByRole('alert')).toHaveTextContent(
      'Please check this field: earnRules.0.per',
    );
    await user.clear(per);
    await user.type(per, '100000');
    // An empty count is not taken as 0.
    await user.clear(
      within(rules).getByRole('spinbutton', { name: 'Fewest points per conversion' }),
    );
    await user.click(save);
    expect(within(rules).getByRole('alert')).toHaveTextContent(
      'Please check this field: convertMin',
    );

    expect(writes(sent)).toEqual([]);
  });

  it('shows a refused save of the rules by its error code', async () => {
    mockFetch(answers({ 'PUT /ops/api/points/settings': { status: 403, code: 'FORBIDDEN' } }));
    const user = renderSection();
    const rules = await region('Earning and conversion');
    await within(rules).findByRole('checkbox', { name: 'Points mall open (earning on)' });
    await user.click(within(rules).getByRole('button', { name: 'Save' }));
    expect(await within(rules).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
  });

  it('says when the catalogue and the queue are empty, and when the rules cannot load', async () => {
    mockFetch(
      answers({
        [WAITING]: { value: { list: [], total: 0 } },
        [REWARDS]: { value: onePage([]) },
        [SETTINGS]: { status: 500, code: 'INTERNAL_ERROR' },
      }),
    );
    renderSection();
    expect(
      await within(await region('Redemptions')).findByText('No redemptions.'),
    ).toBeInTheDocument();
    expect(
      await within(await region('Catalogue')).findByText('No rewards yet.'),
    ).toBeInTheDocument();
    expect(
      await within(await region('Earning and conversion')).findByRole('alert'),
    ).toBeInTheDocument();
    expect(
      within(await region('Earning and conversion')).queryByRole('button', { name: 'Save' }),
    ).toBeNull();
  });

  it('without loyalty.edit (support): rules and catalogue read-only, redemptions still decided', async () => {
    const { sent } = mockFetch(
      answers({
        'POST /ops/api/points/redemptions/21/review': {
          value: redemption({ status: 'approved' }),
        },
      }),
    );
    const user = renderSection({ canEdit: false, canDecide: true });
    const rules = await region('Earning and conversion');
    await within(rules).findByRole('checkbox', { name: 'Points mall open (earning on)' });
    expect(within(rules).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(
      within(rules).getByRole('checkbox', { name: 'Points mall open (earning on)' }),
    ).toBeDisabled();
    const catalogue = await region('Catalogue');
    const row = await within(catalogue).findByRole('row', { name: /Free 50/ });
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(catalogue).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(catalogue).getByRole('textbox', { name: 'Name (EN)' })).toBeDisabled();

    await user.click(within(await region('Redemptions')).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
  });

  it('without loyalty.decide: approve and reject disabled, the rest editable', async () => {
    mockFetch(answers());
    renderSection({ canEdit: true, canDecide: false });
    const waiting = await region('Redemptions');
    expect(await within(waiting).findByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(
      within(waiting).getByRole('button', { name: 'Reject and return points' }),
    ).toBeDisabled();
    expect(within(await region('Catalogue')).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('the points catalogue pages', () => {
  it('asks the server for each page and shows the pager', async () => {
    const page2 = '/ops/api/points/rewards?pageNo=2&pageSize=15';
    const { sent } = mockFetch(
      answers({
        [REWARDS]: { value: { items: [reward({})], total: 16, totalPages: 2 } },
        [`GET ${page2}`]: { value: { items: [headphones], total: 16, totalPages: 2 } },
      }),
    );
    const user = renderSection();
    const catalogue = await region('Catalogue');

    await within(catalogue).findByRole('row', { name: /Free 50/ });
    expect(within(catalogue).getByText('Page 1 of 2')).toBeVisible();
    await user.click(within(catalogue).getByRole('button', { name: 'Next' }));
    expect(await within(catalogue).findByRole('row', { name: /Headphones/ })).toBeVisible();
    expect(within(catalogue).getByText('Page 2 of 2')).toBeVisible();
    expect(sent.map((r) => r.path)).toContain(page2);
  });
});
