// The KYC review queue: submissions with their images, the state filter and paging on the
// server, approve, reject only with a reason, the server's refusal shown, and no review for an
// operator without members.edit.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import type { ZOpsKyc } from '@wps/contracts/account/kyc';
import { renderWithClient } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { KycSection } from './kyc-section';
import { setUpConsoleTests } from '../test-setup';

type Submission = z.infer<typeof ZOpsKyc>;

const submission = (patch: Partial<Submission> = {}): Submission => ({
  id: 7,
  memberId: 12,
  username: 'player01',
  payeeName: 'U Aung',
  documentType: 'passport',
  documentNumber: 'MA123456',
  proofIds: [3, 4],
  state: 'pending',
  reviewer: null,
  reason: null,
  createdAt: '2030-01-02T03:04:00.000Z',
  reviewedAt: null,
  ...patch,
});

const png = new Uint8Array([137, 80, 78, 71]);
const images = {
  'GET /wps/payment/proofs/3': { image: { type: 'image/png', bytes: png } },
  'GET /wps/payment/proofs/4': { image: { type: 'image/png', bytes: png } },
};
const list = (state: string, page: number) => `GET /ops/api/kyc?state=${state}&page=${page}`;
const posts = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'POST').map(({ path, body }) => ({ path, body }));

setUpConsoleTests();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:image');
  URL.revokeObjectURL = vi.fn();
});

describe('KycSection', () => {
  it('lists the pending submissions with their facts and thumbnails', async () => {
    mockFetch({
      [list('pending', 1)]: { value: { items: [submission()], totalPages: 1 } },
      ...images,
    });
    renderWithClient(<KycSection canEdit />);
    const row = (await screen.findByText('player01')).closest('li')!;
    expect(within(row).getByText('Passport')).toBeTruthy();
    expect(within(row).getByText('Waiting for review')).toBeTruthy();
    expect(within(row).getByText('#12 U Aung')).toBeTruthy();
    expect(within(row).getByText('MA123456')).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        within(row)
          .getAllByRole('img')
          .map((i) => i.getAttribute('alt')),
      ).toEqual(['Proof 1 of 2 for player01', 'Proof 2 of 2 for player01']),
    );
  });

  it('shows loading, then the empty state', async () => {
    mockFetch({ [list('pending', 1)]: { value: { items: [], totalPages: 1 } } });
    renderWithClient(<KycSection canEdit />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('No submissions here.')).toBeTruthy();
  });

  it("shows the server's refusal of the list", async () => {
    mockFetch({ [list('pending', 1)]: { status: 403, code: 'FORBIDDEN' } });
    renderWithClient(<KycSection canEdit />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('No submissions here.')).toBeNull();
  });

  it('filters by state on the server and pages from the first page', async () => {
    const { sent } = mockFetch({
      [list('pending', 1)]: { value: { items: [submission()], totalPages: 2 } },
      [list('pending', 2)]: {
        value: {
          items: [submission({ id: 8, username: 'player02', proofIds: [] })],
          totalPages: 2,
        },
      },
      [list('rejected', 1)]: {
        value: {
          items: [
            submission({
              id: 9,
              username: 'player03',
              proofIds: [],
              state: 'rejected',
              reviewer: 'admin',
              reason: 'Blurred photo',
              reviewedAt: '2030-01-03T03:04:00.000Z',
            }),
          ],
          totalPages: 1,
        },
      },
      ...images,
    });
    const user = userEvent.setup();
    renderWithClient(<KycSection canEdit />);
    await screen.findByText('player01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('player02')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'rejected');
    const row = (await screen.findByText('player03')).closest('li')!;
    expect(within(row).getByText('Blurred photo')).toBeTruthy();
    expect(within(row).getByText(/^admin/)).toBeTruthy();
    // A decided submission offers no review.
    expect(within(row).queryByRole('button', { name: /Review/ })).toBeNull();
    expect(sent.filter((r) => r.path.startsWith('/ops/api/kyc')).map((r) => r.path)).toEqual([
      '/ops/api/kyc?state=pending&page=1',
      '/ops/api/kyc?state=pending&page=2',
      '/ops/api/kyc?state=rejected&page=1',
    ]);
  });

  it('approves a submission', async () => {
    const { sent } = mockFetch({
      [list('pending', 1)]: { value: { items: [submission()], totalPages: 1 } },
      'POST /ops/api/kyc/7/review': { value: submission({ state: 'approved' }) },
      ...images,
    });
    const user = userEvent.setup();
    renderWithClient(<KycSection canEdit />);
    await user.click(await screen.findByRole('button', { name: "Review player01's documents" }));
    const form = screen.getByRole('form', { name: "Review player01's documents" });
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(posts(sent)).toEqual([
        { path: '/ops/api/kyc/7/review', body: { decision: 'approve', reason: '' } },
      ]),
    );
    expect(sent.find((r) => r.method === 'POST')!.authorization).toBe('Bearer ops-token');
  });

  it('rejects only with a reason, and sends it', async () => {
    const { sent } = mockFetch({
      [list('pending', 1)]: { value: { items: [submission()], totalPages: 1 } },
      'POST /ops/api/kyc/7/review': { value: submission({ state: 'rejected' }) },
      ...images,
    });
    const user = userEvent.setup();
    renderWithClient(<KycSection canEdit />);
    await user.click(await screen.findByRole('button', { name: "Review player01's documents" }));
    const form = screen.getByRole('form', { name: "Review player01's documents" });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Decision' }), 'reject');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('A rejection needs a reason.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(posts(sent)).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Photo is blurred ');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(posts(sent)).toEqual([
        {
          path: '/ops/api/kyc/7/review',
          body: { decision: 'reject', reason: 'Photo is blurred' },
        },
      ]),
    );
  });

  it("shows the server's refusal of a review and keeps the form", async () => {
    mockFetch({
      [list('pending', 1)]: { value: { items: [submission()], totalPages: 1 } },
      'POST /ops/api/kyc/7/review': { status: 409, code: 'CONFLICT' },
      ...images,
    });
    const user = userEvent.setup();
    renderWithClient(<KycSection canEdit />);
    await user.click(await screen.findByRole('button', { name: "Review player01's documents" }));
    const form = screen.getByRole('form', { name: "Review player01's documents" });
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('form', { name: "Review player01's documents" })).toBeTruthy();
  });

  it('offers no review without members.edit', async () => {
    mockFetch({
      [list('pending', 1)]: { value: { items: [submission()], totalPages: 1 } },
      ...images,
    });
    renderWithClient(<KycSection canEdit={false} />);
    await screen.findByText('player01');
    expect(screen.queryByRole('button', { name: /Review/ })).toBeNull();
  });
});
