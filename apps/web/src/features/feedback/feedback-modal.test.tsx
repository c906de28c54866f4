import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { putFeedback } from '@wps/contracts/system/feedback';
import { FeedbackButton } from '../../shell/feedback-button';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import { makeMemberInfo } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { imageFile } from '../payments/test-utils';
import { putFeedbackEndpoint } from './feedback-endpoints';

beforeAll(async () => {
  await setupTestI18n('EN');
});

describe('feedback endpoint', () => {
  itMatchesContracts([[putFeedbackEndpoint, putFeedback]]);
});

const footerApi = {};

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
  // The title comes with the feedback texts; the form waits for the payment texts too.
  await screen.findByLabelText('Your comment');
  return dialog;
}

describe('the feedback form', () => {
  it('lets a visitor send a category and a comment then confirms', async () => {
    const api = mockApi({ ...footerApi, 'PUT /wps/feedback': { value: { id: 41 } } });
    const user = userEvent.setup();
    renderWithSession(<FeedbackButton />, { token: null });
    await openForm(user);
    // A visitor cannot upload: the proof upload is for members.
    expect(screen.getByText('Log in to attach up to 3 screenshots.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Add image/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Category'), 'game');
    await user.type(screen.getByLabelText('Your comment'), 'More fishing games please');
    expect(screen.getByText('25 / 140 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback was sent (number 41).')).toBeVisible();
    expect(api.to('PUT', '/wps/feedback')[0]!.body).toEqual({
      type: 'game',
      content: 'More fishing games please',
    });
  });

  it('stops the comment at 140 characters and asks for at least 5 before sending', async () => {
    const api = mockApi({ ...footerApi, 'PUT /wps/feedback': { value: { id: 1 } } });
    const user = userEvent.setup();
    renderWithSession(<FeedbackButton />, { token: null });
    await openForm(user);
    const comment = screen.getByLabelText('Your comment');
    await user.type(comment, 'abc');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Write at least 5 characters.')).toBeVisible();
    expect(api.to('PUT', '/wps/feedback')).toHaveLength(0);
    await user.clear(comment);
    await user.click(comment);
    await user.paste('x'.repeat(200));
    expect((comment as HTMLTextAreaElement).value).toHaveLength(140);
    expect(screen.getByText('140 / 140 characters')).toBeInTheDocument();
  });

  it('shows the rate limit with its wait and keeps what was written', async () => {
    mockApi({
      ...footerApi,
      'PUT /wps/feedback': { status: 429, code: 'TOO_MANY_REQUESTS' },
    });
    const user = userEvent.setup();
    renderWithSession(<FeedbackButton />, { token: null });
    await openForm(user);
    await user.type(screen.getByLabelText('Your comment'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many|wait|try/i);
    expect(screen.getByLabelText('Your comment')).toHaveValue('Hello there');
  });

  it('lets a member attach screenshots through the proof upload and sends their ids', async () => {
    let nextProof = 70;
    const api = mockApi({
      ...footerApi,
      'GET /wps/member/info': { value: makeMemberInfo() },
      'POST /wps/payment/proofs': () => ({ value: { proofId: (nextProof += 1) } }),
      'PUT /wps/feedback': { value: { id: 9 } },
    });
    const user = userEvent.setup();
    renderWithSession(<FeedbackButton />);
    await openForm(user);
    await user.upload(await screen.findByLabelText(/Add image/), [
      imageFile('a.png'),
      imageFile('b.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    await user.type(screen.getByLabelText('Your comment'), 'The deposit button is grey');
    await user.selectOptions(screen.getByLabelText('Category'), 'bug');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText(/number 9/);
    expect(api.to('PUT', '/wps/feedback')[0]!.body).toEqual({
      type: 'bug',
      content: 'The deposit button is grey',
      proofIds: [71, 72],
    });
    expect(api.to('POST', '/wps/payment/proofs')).toHaveLength(2);
  });

  it('keeps the proof-upload rules: png or jpg, at most 5 MB, at most 3', async () => {
    let nextProof = 80;
    const api = mockApi({
      ...footerApi,
      'GET /wps/member/info': { value: makeMemberInfo() },
      'POST /wps/payment/proofs': () => ({ value: { proofId: (nextProof += 1) } }),
      'PUT /wps/feedback': { value: { id: 12 } },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithSession(<FeedbackButton />);
    await openForm(user);
    const picker = () => screen.getByLabelText(/Add image/);
    await user.upload(await screen.findByLabelText(/Add image/), [
      new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }),
      imageFile('huge.png', { size: 5 * 1024 * 1024 + 1 }),
    ]);
    expect(await screen.findByText('cat.gif is not a PNG or JPG image.')).toBeInTheDocument();
    expect(screen.getByText('huge.png is empty or larger than 5 MB.')).toBeInTheDocument();
    expect(api.to('POST', '/wps/payment/proofs')).toHaveLength(0);
    await user.upload(picker(), [
      imageFile('a.png', { size: 5 * 1024 * 1024 }),
      imageFile('b.jpg', { type: 'image/jpeg' }),
      imageFile('c.png'),
      imageFile('d.png'),
    ]);
    expect(await screen.findByText('d.png was not added: at most 3 images.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(3));
    expect(picker()).toBeDisabled();
    await user.type(screen.getByLabelText('Your comment'), 'Three screenshots of the bug');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText(/number 12/);
    expect(api.to('PUT', '/wps/feedback')[0]!.body).toMatchObject({ proofIds: [81, 82, 83] });
  });

  it('gives a trial (play-money) account no upload', async () => {
    mockApi({
      ...footerApi,
      'GET /wps/member/info': { value: makeMemberInfo({ accountType: 4 }) },
    });
    const user = userEvent.setup();
    renderWithSession(<FeedbackButton />);
    await openForm(user);
    expect(await screen.findByText('Log in to attach up to 3 screenshots.')).toBeVisible();
  });
});
