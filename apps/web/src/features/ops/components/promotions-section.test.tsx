// The console's promotions: the list a page at a time, a new promotion sent as the contract
// says, an existing one edited, paused and resumed, an ended raffle drawn (or its draw refused),
// the preview per language, the report's charts and CSV, and an application approved with its
// images shown. Each type's own rule fields are in promotion-form.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { opsDrawRaffle, type TOpsPromotion } from '@wps/contracts/promotions/ops-promotions';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { PromotionsSection } from './promotions-section';
import { setUpConsoleTests } from '../test-setup';

setUpConsoleTests();

const promotion = (over: Partial<TOpsPromotion>): TOpsPromotion => ({
  id: 1,
  type: 'application',
  state: 'active',
  startsAt: null,
  endsAt: null,
  texts: { EN: { title: 'Upload your win', body: 'Send a screenshot', image: null } },
  eligibility: {},
  rules: { type: 'application', amount: '50000', needsImage: true },
  perMember: 1,
  perDay: null,
  perAddress: null,
  budget: '1000000',
  spent: '250000',
  sortOrder: 0,
  seedHash: null,
  serverSeed: null,
  drawnAt: null,
  ...over,
});

const page = (list: TOpsPromotion[], totalPages = 1) => ({
  value: { list, total: list.length, totalPages },
});

const LIST = 'GET /ops/api/promotions?pageNo=1&pageSize=20';
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

/** An ended raffle, not drawn yet unless its draw's seed and time are given. */
const endedRaffle = (over: Partial<TOpsPromotion> = {}) =>
  promotion({
    id: 5,
    type: 'raffle',
    state: 'ended',
    texts: { EN: { title: 'February lucky draw', body: 'A ticket per 100', image: null } },
    rules: { type: 'raffle', depositPerTicket: '10000', prizes: ['500000', '200000'] },
    seedHash: '9f86d081884c7d65',
    ...over,
  });

describe('the promotions section', () => {
  it('shows loading, then the list; empty and error states; pages on the server', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/promotions?pageNo=1&pageSize=20': page([promotion({})], 2),
      'GET /ops/api/promotions?pageNo=2&pageSize=20': page([promotion({ id: 2 })], 2),
      'GET /ops/api/promotions?pageNo=1&pageSize=20&type=raffle': page([]),
      'GET /ops/api/promotions?pageNo=1&pageSize=20&type=referral': {
        status: 500,
        code: 'INTERNAL_ERROR',
      },
    });
    renderWithClient(<PromotionsSection canEdit canReview />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Upload your win')).toBeInTheDocument();
    expect(screen.getByText(/2,500\.00 \/ .*10,000\.00/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('#2', { exact: false });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: 'raffle' },
    });
    expect(await screen.findByText('No promotions match.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: 'referral' },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sent.every((r) => r.authorization === 'Bearer ops-token')).toBe(true);
  });

  it('creates a deposit bonus with its rules, limits and texts in minor units and basis points', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/promotions?pageNo=1&pageSize=20': page([]),
      'POST /ops/api/promotions': { value: promotion({ id: 9, type: 'deposit', state: 'draft' }) },
    });
    renderWithClient(<PromotionsSection canEdit canReview />);
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const form = screen.getByRole('form', { name: 'New promotion' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Type' }), {
      target: { value: 'deposit' },
    });
    fireEvent.change(within(form).getByLabelText('Title (EN)'), {
      target: { value: 'First deposit 50%' },
    });
    fireEvent.change(within(form).getByLabelText('Rules and text (EN)'), {
      target: { value: 'Up to 200' },
    });
    expect(within(form).getByRole('region', { name: 'Preview (EN)' })).toHaveTextContent(
      'First deposit 50%',
    );
    fireEvent.change(within(form).getByLabelText('Percent of the deposit'), {
      target: { value: '50' },
    });
    fireEvent.change(within(form).getByLabelText('Cap'), { target: { value: '200' } });
    fireEvent.change(within(form).getByLabelText('Minimum deposit'), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('Which deposit (1 = first)'), {
      target: { value: '1' },
    });
    fireEvent.change(within(form).getByLabelText('Total budget'), { target: { value: '10000' } });
    // The start is typed in the site's one format (not the device's), in the site's zone.
    const starts = within(form).getByLabelText(/^Starts/);
    expect(starts).toHaveAttribute('type', 'text');
    expect(starts).toHaveAttribute('placeholder', 'YYYY/MM/DD HH:mm');
    fireEvent.change(starts, { target: { value: '2030/02/01 09:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    const body = sent.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(body.startsAt).toBe('2030-02-01T03:00:00.000Z');
    expect(body).toMatchObject({
      texts: { EN: { title: 'First deposit 50%', body: 'Up to 200', image: null } },
      rules: {
        type: 'deposit',
        percentBps: 5000,
        cap: '20000',
        minDeposit: '5000',
        choose: 'after',
        wageringMultiple: 1,
      },
      eligibility: { nthDeposit: 1 },
      budget: '1000000',
    });
  });

  it('uploads the image (a renamed file is refused first) and can require a Zalo number ID', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/promotions?pageNo=1&pageSize=20': page([]),
      'POST /ops/api/content/images': {
        value: { id: 3, url: '/wps/content/images/3.png', width: 800, height: 300 },
      },
      'POST /ops/api/promotions': { value: promotion({ id: 9, type: 'signup', state: 'draft' }) },
    });
    renderWithClient(<PromotionsSection canEdit canReview />);
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const form = screen.getByRole('form', { name: 'New promotion' });
    fireEvent.change(within(form).getByLabelText('Title (EN)'), { target: { value: 'Welcome' } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '5' } });
    const picker = within(form).getByLabelText('Upload image (EN)');
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4])], 'art.png', {
      type: 'image/png',
    });
    fireEvent.change(picker, { target: { files: [exe] } });
    expect(await within(form).findByText('Only PNG or JPG images.')).toBeInTheDocument();
    expect(sent.some((r) => r.path === '/ops/api/content/images')).toBe(false);
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'art.png',
      { type: 'image/png' },
    );
    fireEvent.change(picker, { target: { files: [png] } });
    expect(await within(form).findByText('Uploaded (800 x 300).')).toBeInTheDocument();
    expect(within(form).getByText('/wps/content/images/3.png')).toBeInTheDocument();
    const upload = sent.find((r) => r.path === '/ops/api/content/images')!;
    expect(upload.authorization).toBe('Bearer ops-token');
    fireEvent.click(within(form).getByRole('checkbox', { name: /Zalo number ID/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.some((r) => r.path === '/ops/api/promotions')).toBe(true));
    const body = sent.find((r) => r.path === '/ops/api/promotions')!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      texts: { EN: { title: 'Welcome', image: '/wps/content/images/3.png' } },
      eligibility: { requiresZaloId: true },
    });
  });

  it('edits an existing promotion with PUT and shows the list read again', async () => {
    let saved: TOpsPromotion = promotion({});
    const { sent } = mockFetch({
      [LIST]: () => page([saved]),
      'PUT /ops/api/promotions/1': (req) => {
        const body = req.body as Pick<TOpsPromotion, 'texts' | 'budget'>;
        saved = promotion({ texts: body.texts, budget: body.budget });
        return { value: saved };
      },
    });
    renderWithClient(<PromotionsSection canEdit canReview />);
    await screen.findByText('Upload your win');
    fireEvent.click(within(rowOf('Upload your win')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit promotion' });
    // The form starts from the promotion as saved; its type cannot change.
    expect(within(form).getByRole('combobox', { name: 'Type' })).toBeDisabled();
    const title = within(form).getByLabelText('Title (EN)');
    expect(title).toHaveValue('Upload your win');
    fireEvent.change(title, { target: { value: 'Upload your big win' } });
    fireEvent.change(within(form).getByLabelText('Total budget'), { target: { value: '20000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    // Back on the list, read again after the save, with the new title and budget.
    const row = await screen.findByRole('row', { name: /Upload your big win/ });
    expect(screen.queryByRole('form', { name: 'Edit promotion' })).toBeNull();
    expect(within(row).getByText(/2,500\.00 \/ .*20,000\.00/)).toBeVisible();
    const puts = sent.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.path).toBe('/ops/api/promotions/1');
    expect(puts[0]!.body).toEqual({
      texts: { EN: { title: 'Upload your big win', body: 'Send a screenshot', image: null } },
      rules: { type: 'application', amount: '50000', needsImage: true },
      eligibility: {},
      startsAt: null,
      endsAt: null,
      perMember: 1,
      perDay: null,
      perAddress: null,
      budget: '2000000',
      sortOrder: 0,
    });
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    const listReads = sent.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/ops/api/promotions?'),
    );
    expect(sent.indexOf(listReads.at(-1)!)).toBeGreaterThan(sent.indexOf(puts[0]!));
  });

  it('pauses an active promotion and resumes it, showing each new state', async () => {
    let state: TOpsPromotion['state'] = 'active';
    const { sent } = mockFetch({
      [LIST]: () => page([promotion({ state })]),
      'POST /ops/api/promotions/1/state': (req) => {
        state = (req.body as { state: TOpsPromotion['state'] }).state;
        return { value: promotion({ state }) };
      },
    });
    renderWithClient(<PromotionsSection canEdit canReview />);
    await screen.findByText('Upload your win');
    expect(within(rowOf('Upload your win')).getByText('Active')).toBeVisible();
    expect(within(rowOf('Upload your win')).queryByRole('button', { name: 'Resume' })).toBeNull();

    fireEvent.click(within(rowOf('Upload your win')).getByRole('button', { name: 'Pause' }));
    expect(await within(rowOf('Upload your win')).findByText('Paused')).toBeVisible();
    const row = rowOf('Upload your win');
    expect(within(row).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'End' })).toBeEnabled();

    fireEvent.click(within(row).getByRole('button', { name: 'Resume' }));
    expect(await within(rowOf('Upload your win')).findByText('Active')).toBeVisible();
    expect(within(rowOf('Upload your win')).getByRole('button', { name: 'Pause' })).toBeVisible();

    const moves = sent.filter((r) => r.method === 'POST');
    expect(moves.map((r) => [r.path, r.body])).toEqual([
      ['/ops/api/promotions/1/state', { state: 'paused' }],
      ['/ops/api/promotions/1/state', { state: 'active' }],
    ]);
  });

  it('draws an ended raffle: the winners, then the revealed seed in place of the Draw button', async () => {
    let isDrawn = false;
    const drawn = opsDrawRaffle.value.parse({
      seedHash: '9f86d081884c7d65',
      serverSeed: 'b94d27b9934d3e08',
      clientSeed: '2c26b46b68ffc68f',
      nonce: 0,
      ticketList: '7:3\n12:1\n31:2',
      winners: [7, 12],
    });
    const { sent } = mockFetch({
      [LIST]: () =>
        page([
          endedRaffle(
            isDrawn ? { serverSeed: drawn.serverSeed, drawnAt: '2030-03-01T00:05:00.000Z' } : {},
          ),
        ]),
      'POST /ops/api/promotions/5/draw': () => {
        isDrawn = true;
        return { value: drawn };
      },
    });
    renderWithClient(<PromotionsSection canEdit canReview />);
    await screen.findByText('February lucky draw');
    expect(
      within(rowOf('February lucky draw')).getByText('Seed hash: 9f86d081884c7d65'),
    ).toBeVisible();

    fireEvent.click(within(rowOf('February lucky draw')).getByRole('button', { name: 'Draw' }));
    expect(await screen.findByText('Drawn. Winners (member ids): 7, 12')).toBeVisible();
    // The list read again after the draw shows the seed anyone can now check the draw with.
    expect(
      await within(rowOf('February lucky draw')).findByText('Seed revealed: b94d27b9934d3e08'),
    ).toBeVisible();
    expect(within(rowOf('February lucky draw')).queryByRole('button', { name: 'Draw' })).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/ops/api/promotions/5/draw',
        authorization: 'Bearer ops-token',
        body: undefined,
      },
    ]);
  });

  it("shows the server's refusal of a draw and leaves the raffle to draw again", async () => {
    const { sent } = mockFetch({
      [LIST]: page([endedRaffle()]),
      // What the server answers for a raffle already drawn or still open.
      'POST /ops/api/promotions/5/draw': { status: 409, code: 'CONFLICT' },
    });
    renderWithClient(<PromotionsSection canEdit canReview />);
    await screen.findByText('February lucky draw');
    fireEvent.click(within(rowOf('February lucky draw')).getByRole('button', { name: 'Draw' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This conflicts with existing data.',
    );
    expect(screen.queryByText(/^Drawn\./)).toBeNull();
    const row = rowOf('February lucky draw');
    expect(within(row).getByText('Seed hash: 9f86d081884c7d65')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Draw' })).toBeEnabled();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('previews the Burmese (MY) text as well as the English, and sends both', async () => {
    const { sent } = mockFetch({
      [LIST]: page([]),
      'POST /ops/api/promotions': { value: promotion({ id: 9, type: 'signup', state: 'draft' }) },
    });
    renderWithClient(<PromotionsSection canEdit canReview />);
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const form = screen.getByRole('form', { name: 'New promotion' });
    fireEvent.change(within(form).getByLabelText('Title (EN)'), { target: { value: 'Welcome' } });
    fireEvent.change(within(form).getByLabelText('Rules and text (EN)'), {
      target: { value: 'Sign up and get 5' },
    });
    const en = within(form).getByRole('region', { name: 'Preview (EN)' });
    expect(en).toHaveTextContent('Welcome');
    expect(en).toHaveTextContent('Sign up and get 5');

    fireEvent.click(within(form).getByRole('button', { name: /^MY/ }));
    expect(within(form).queryByRole('region', { name: 'Preview (EN)' })).toBeNull();
    // Until it has its own text, MY shows what a Burmese reader would get: the English.
    const my = within(form).getByRole('region', { name: 'Preview (MY)' });
    expect(my).toHaveTextContent('Welcome');
    fireEvent.change(within(form).getByLabelText('Title (MY)'), {
      target: { value: 'ကြိုဆိုပါသည်' },
    });
    fireEvent.change(within(form).getByLabelText('Rules and text (MY)'), {
      target: { value: 'စာရင်းသွင်းပြီး ၅ ရယူပါ' },
    });
    expect(my).toHaveTextContent('ကြိုဆိုပါသည်');
    expect(my).toHaveTextContent('စာရင်းသွင်းပြီး ၅ ရယူပါ');
    expect(my).not.toHaveTextContent('Welcome');
    expect(within(form).getByRole('button', { name: 'MY ✓' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Back in EN the English preview is as it was.
    fireEvent.click(within(form).getByRole('button', { name: /^EN/ }));
    expect(within(form).getByRole('region', { name: 'Preview (EN)' })).toHaveTextContent('Welcome');
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect((sent.find((r) => r.method === 'POST')!.body as { texts: unknown }).texts).toEqual({
      MY: { title: 'ကြိုဆိုပါသည်', body: 'စာရင်းသွင်းပြီး ၅ ရယူပါ', image: null },
      EN: { title: 'Welcome', body: 'Sign up and get 5', image: null },
    });
  });

  it("draws the report's charts and exports its CSV", async () => {
    mockFetch({
      'GET /ops/api/promotions?pageNo=1&pageSize=20': page([promotion({})]),
      'GET /ops/api/promotions/1/report': {
        value: {
          promotionId: 1,
          claims: 3,
          byStatus: [{ status: 'issued', count: 3, amount: '150000' }],
          cost: '150000',
          turnover: '900000',
          members: 3,
          conversion: 1,
          budget: '1000000',
          spent: '250000',
          wagering: {
            bonuses: 3,
            required: '300000',
            wagered: '150000',
            active: 2,
            released: 1,
            releasedAmount: '50000',
            forfeited: 0,
            forfeitedAmount: '0',
          },
          days: [
            { day: '2026-11-26', claims: 1, cost: '50000' },
            { day: '2026-11-27', claims: 2, cost: '100000' },
          ],
        },
      },
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    renderWithClient(<PromotionsSection canEdit={false} canReview={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('img', { name: /Claims per day: 3/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Cost per day/ })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Wagering completed' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('meter', { name: 'Budget used' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // A reader sees no edit controls.
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await created[0]!.text();
    expect(csv).toContain('2026-11-27,2,"1,000.00"');
  });

  it('shows an application with its remark and images and approves it', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const { sent } = mockFetch({
      'GET /ops/api/promotions?pageNo=1&pageSize=20': page([promotion({})]),
      'GET /ops/api/promotions/1/applications?pageNo=1&pageSize=20&status=applying': {
        value: {
          total: 1,
          totalPages: 1,
          list: [
            {
              id: 44,
              memberId: 7,
              username: 'player7',
              status: 'applying',
              remark: 'Big win on slots',
              proofIds: [3, 4],
              amount: '50000',
              createdAt: '2026-11-27T10:00:00Z',
              reviewNote: null,
            },
          ],
        },
      },
      'GET /wps/payment/proofs/3': { image: { type: 'image/png', bytes: png } },
      'GET /wps/payment/proofs/4': { image: { type: 'image/png', bytes: png } },
      'POST /ops/api/promotion-applications/44/review': {
        value: { status: 'issued', amount: '50000' },
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:image');
    URL.revokeObjectURL = vi.fn();
    renderWithClient(<PromotionsSection canEdit={false} canReview />);
    fireEvent.click(await screen.findByRole('button', { name: 'Applications' }));
    expect(await screen.findByText('Big win on slots')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Approve and pay' }));
    await vi.waitFor(() =>
      // The promotion's amount unless the operator typed another (the server's default).
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ decision: 'approve' }),
    );
  });
});
