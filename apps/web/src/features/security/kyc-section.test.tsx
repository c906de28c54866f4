// The player's identity check in "my account": the state and a rejection's reason; the form
// uploads the images through the proof upload and sends their ids (at most 3) with the document.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyKyc } from '@wps/contracts/account/kyc';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { imageFile } from '../payments/test-utils';
import { KycSection } from './kyc-section';

const kyc = (patch: Partial<TMyKyc> = {}): TMyKyc => ({
  state: 'none',
  documentType: null,
  reason: null,
  submittedAt: null,
  rule: 'first_withdrawal',
  above: '0',
  ...patch,
});

function renderKyc(mine: TMyKyc, answers: MockAnswers = {}) {
  let proofId = 40;
  const api = mockApi({
    'GET /wps/member/kyc': { value: mine },
    'POST /wps/payment/proofs': () => ({ value: { proofId: (proofId += 1) } }),
    ...answers,
  });
  renderWithSession(<KycSection />);
  return api;
}

const section = () => screen.getByRole('region', { name: 'Identity check (KYC)' });

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('KycSection (my account)', () => {
  it('shows an approved check and its rule, with no form', async () => {
    renderKyc(kyc({ state: 'approved', documentType: 'passport', rule: 'above_amount' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(section()).toHaveTextContent('Needed for larger withdrawals.');
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('shows a pending check with no form', async () => {
    renderKyc(kyc({ state: 'pending', documentType: 'passport' }));
    expect(await screen.findByText('Being reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('shows the reason of a rejection and offers the form again', async () => {
    renderKyc(kyc({ state: 'rejected', documentType: 'passport', reason: 'Photo is blurred' }));
    expect(
      await screen.findByText('Rejected: Photo is blurred. Send new photos below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
  });

  it('says when the check could not be loaded', async () => {
    renderKyc(kyc(), { 'GET /wps/member/kyc': { status: 500, code: 'INTERNAL' } });
    expect(await within(section()).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('asks for the number and an image before sending anything', async () => {
    const user = userEvent.setup();
    const { to } = renderKyc(kyc());
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the document number.');
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'MA123456');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one photo of the document.');
    expect(to('POST', '/wps/member/kyc')).toHaveLength(0);
  });

  it('uploads the images through the proof upload and sends at most 3 of their ids', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { to } = renderKyc(kyc(), {
      'POST /wps/member/kyc': { value: kyc({ state: 'pending', documentType: 'passport' }) },
    });
    await screen.findByRole('button', { name: 'Send for review' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Document' }), 'passport');
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), ' MA123456 ');
    const files = ['a.png', 'b.png', 'c.png', 'd.png'].map((name) => imageFile(name));
    await user.upload(screen.getByLabelText(/Add image/), files);
    expect(await screen.findByText('d.png was not added: at most 3 images.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(3));
    expect(to('POST', '/wps/payment/proofs').map((r) => r.blob)).toEqual(files.slice(0, 3));

    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Being reviewed')).toBeInTheDocument();
    expect(to('POST', '/wps/member/kyc').map((r) => r.body)).toEqual([
      { documentType: 'passport', documentNumber: 'MA123456', proofIds: [41, 42, 43] },
    ]);
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a submission and keeps the form", async () => {
    const user = userEvent.setup();
    renderKyc(kyc(), { 'POST /wps/member/kyc': { status: 409, code: 'CONFLICT' } });
    await screen.findByRole('button', { name: 'Send for review' });
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'MA123456');
    await user.upload(screen.getByLabelText(/Add image/), imageFile('a.png'));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.queryByText('Being reviewed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeEnabled();
  });
});
