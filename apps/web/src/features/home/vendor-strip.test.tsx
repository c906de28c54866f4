// The home's provider strip (spec 9 "Carousel 10 slides per view"): one slide per vendor, 10 per
// view on a wide screen, arrows only when there are more, with loading, empty and error states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TVendor } from '@wps/contracts/content/game-nav';
import { defaultApi, FakeResponder, renderInApp } from '../../test/render-app';
import { makeNavItem, makeVendor } from '../../test/fixtures';
import {
  SLIDES_PER_VIEW,
  SLIDES_PER_VIEW_PHONE,
  SLIDES_PER_VIEW_TABLET,
  VendorStrip,
} from './vendor-strip';

function vendors(count: number): TVendor[] {
  return Array.from({ length: count }, (_, i) =>
    makeVendor({ vassalage: `V${i + 1}`, displayName: `Vendor ${i + 1}` }),
  );
}

function api(list: TVendor[]) {
  return {
    ...defaultApi(),
    '/wps/relay/GCSGAME_getVassGameType': [
      makeNavItem({ cards: list.map((v) => ({ vassalage: v.vassalage, isHot: 0 as const })) }),
    ],
    '/wps/relay/GCSGAME_newGameVendor': list,
  };
}

const strip = () => screen.getByRole('region', { name: 'Game providers' });

describe('VendorStrip', () => {
  it('shows 10 slides per view on a wide screen, fewer on tablets and phones', () => {
    expect(SLIDES_PER_VIEW).toBe(10);
    expect(SLIDES_PER_VIEW_TABLET).toBeLessThan(SLIDES_PER_VIEW);
    expect(SLIDES_PER_VIEW_PHONE).toBeLessThan(SLIDES_PER_VIEW_TABLET);
  });

  it('lists every vendor, each opening its lobby, and pages with arrows when more than 10', async () => {
    renderInApp(<VendorStrip />, { api: api(vendors(12)) });
    const links = await within(strip()).findAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/rng?vendor=V1');
    expect(links[0]).toHaveAccessibleName('Vendor 1');
    const track = within(strip()).getByRole('list');
    expect(track.style.getPropertyValue('--per-view-desktop')).toBe('10');

    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 800 });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as typeof track.scrollBy;
    await userEvent.click(screen.getByRole('button', { name: 'More providers' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous providers' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -800, behavior: 'smooth' });
  });

  it('has no arrows when every vendor fits in one view', async () => {
    renderInApp(<VendorStrip />, { api: api(vendors(SLIDES_PER_VIEW)) });
    expect(await within(strip()).findAllByRole('link')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'More providers' })).toBeNull();
  });

  it('holds 10 placeholders while loading, then says when there are no providers', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    renderInApp(<VendorStrip />, {
      api: {
        ...api([]),
        '/wps/relay/GCSGAME_newGameVendor': new FakeResponder(async () => {
          await held;
          return Response.json({ success: true, value: [] });
        }),
      },
    });
    expect(within(strip()).getByRole('status')).toHaveTextContent('Loading');
    expect(strip().querySelectorAll('.vendor-strip__slide--placeholder')).toHaveLength(10);
    answer();
    expect(await within(strip()).findByText('No game providers yet.')).toBeInTheDocument();
  });

  it('offers a retry when the vendors cannot be loaded', async () => {
    renderInApp(<VendorStrip />, {
      api: {
        ...api(vendors(2)),
        '/wps/relay/GCSGAME_newGameVendor': new FakeResponder(() =>
          Response.json({ success: false, code: 'SYSTEM_ERROR', message: 'x' }, { status: 500 }),
        ),
      },
    });
    expect(await within(strip()).findByRole('alert')).toBeInTheDocument();
    expect(within(strip()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
