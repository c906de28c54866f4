// The console's banners: an operator uploads the banner's art (the proof rules checked here before
// sending, the server's re-encoded copy's address kept) and saves the banner with it; a path of art
// shipped with the site still works; loading, empty and error states; read only without content.edit.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsBanner } from '@wps/contracts/content/ops-banners';
import { FIRST_PAGE, mockFetch, onePage } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { BannersSection } from './banners-section';
import { setUpConsoleTests } from '../test-setup';

const BANNERS = `GET /ops/api/banners${FIRST_PAGE}`;

const banner: TOpsBanner = {
  id: 4,
  groupName: 'w_home',
  title: { EN: 'Spring cup' },
  image: { EN: '/banners/w_home-1.svg' },
  linkageType: 0,
  link: null,
  startsAt: '2030-01-01T00:00:00.000Z',
  endsAt: null,
  sort: 0,
  isActive: true,
};

const png = () =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    'a.png',
    {
      type: 'image/png',
    },
  );

setUpConsoleTests();

describe('BannersSection', () => {
  it('uploads the art for a language and saves the banner with the address the server gave', async () => {
    const { sent } = mockFetch({
      [BANNERS]: { value: onePage([]) },
      'POST /ops/api/content/images': {
        value: { id: 12, url: '/wps/content/images/12.png', width: 1200, height: 400 },
      },
      'POST /ops/api/banners': { value: { ...banner, id: 5 } },
    });
    renderWithClient(<BannersSection canEdit />);
    const user = userEvent.setup();

    expect(await screen.findByText('No banners yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.type(within(form).getByRole('textbox', { name: 'Title (EN)' }), 'Spring cup');
    const picker = within(form).getByLabelText('Upload image (EN)');

    // A program renamed .png is refused here, before any upload.
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4])], 'art.png', {
      type: 'image/png',
    });
    fireEvent.change(picker, { target: { files: [exe] } });
    expect(await within(form).findByText('Only PNG or JPG images.')).toBeInTheDocument();
    expect(sent.some((r) => r.path === '/ops/api/content/images')).toBe(false);

    fireEvent.change(picker, { target: { files: [png()] } });
    expect(await within(form).findByText('Uploaded (1200 x 400).')).toBeInTheDocument();
    const upload = sent.find((r) => r.path === '/ops/api/content/images')!;
    expect(upload).toMatchObject({ method: 'POST', authorization: 'Bearer ops-token' });
    // The uploaded image's address fills the field and the preview shows it.
    expect(within(form).getByRole('combobox', { name: 'Image (EN)' })).toHaveValue(
      '/wps/content/images/12.png',
    );
    expect(within(form).getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/wps/content/images/12.png',
    );

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.path === '/ops/api/banners')).toBe(true),
    );
    expect(sent.find((r) => r.path === '/ops/api/banners' && r.method === 'POST')!.body).toEqual(
      expect.objectContaining({
        groupName: 'w_home',
        title: { EN: 'Spring cup' },
        image: { EN: '/wps/content/images/12.png' },
        linkageType: 0,
        link: null,
      }),
    );
  });

  it('uploads per language: the MY art leaves the EN art as it was', async () => {
    const { sent } = mockFetch({
      [BANNERS]: { value: onePage([banner]) },
      'POST /ops/api/content/images': {
        value: { id: 13, url: '/wps/content/images/13.jpg', width: 600, height: 200 },
      },
      'PUT /ops/api/banners/4': { value: banner },
    });
    renderWithClient(<BannersSection canEdit />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Spring cup' }));
    const form = screen.getByRole('form', { name: 'Edit banner' });
    await user.click(within(form).getByRole('button', { name: 'MY' }));
    fireEvent.change(within(form).getByLabelText('Upload image (MY)'), {
      target: { files: [png()] },
    });
    expect(await within(form).findByText('Uploaded (600 x 200).')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      image: { EN: '/banners/w_home-1.svg', MY: '/wps/content/images/13.jpg' },
    });
  });

  it('shows the refusal of an upload the server turns down, and saves nothing', async () => {
    const { sent } = mockFetch({
      [BANNERS]: { value: onePage([]) },
      'POST /ops/api/content/images': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    renderWithClient(<BannersSection canEdit />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    fireEvent.change(within(form).getByLabelText('Upload image (EN)'), {
      target: { files: [png()] },
    });
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Image (EN)' })).toHaveValue('');
    expect(sent.some((r) => r.path === '/ops/api/banners' && r.method === 'POST')).toBe(false);
  });

  it('lists banners with their art, says so when the list fails, and is read only without content.edit', async () => {
    mockFetch({ [BANNERS]: { value: onePage([banner]) } });
    const { unmount } = renderWithClient(<BannersSection canEdit={false} />);
    const item = (await screen.findByRole('heading', { name: 'Spring cup' })).closest('li')!;
    expect(item.querySelector('img')).toHaveAttribute('src', '/banners/w_home-1.svg');
    expect(screen.getByRole('button', { name: 'New banner' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Edit Spring cup' })).toBeDisabled();
    unmount();

    vi.restoreAllMocks();
    mockFetch({ [BANNERS]: { status: 500, code: 'INTERNAL' } });
    renderWithClient(<BannersSection canEdit />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('BannersSection pages', () => {
  it('asks the server for each page and shows the pager', async () => {
    const page2 = '/ops/api/banners?pageNo=2&pageSize=15';
    const { sent } = mockFetch({
      [BANNERS]: { value: { items: [banner], total: 16, totalPages: 2 } },
      [`GET ${page2}`]: {
        value: {
          items: [{ ...banner, id: 5, title: { EN: 'Autumn cup' } }],
          total: 16,
          totalPages: 2,
        },
      },
    });
    renderWithClient(<BannersSection canEdit />);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Spring cup' });
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Autumn cup' })).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(sent.map((r) => r.path)).toContain(page2);
  });
});
