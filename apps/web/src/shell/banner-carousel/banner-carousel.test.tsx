import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { TBanner } from '@wps/contracts/content/announcements';
import { setupTestI18n } from '../../test/test-i18n';
import { BannerCarousel, bannerAutoplayMs } from './banner-carousel';

function banner(id: number, overrides: Partial<TBanner> = {}): TBanner {
  return {
    bannerId: id,
    groupName: 'w_home',
    url: `/banners/w_home-${id}.svg`,
    title: `Banner ${id}`,
    linkageType: 0,
    link: null,
    ...overrides,
  };
}

const three = [banner(1), banner(2), banner(3)];

/** The slide on screen: the others are hidden from assistive technology and inert. */
function shownSlide() {
  return screen.getByRole('group');
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} onOpen={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("holds the banners' place with a box of their shape while they load", () => {
    const { container } = render(
      <BannerCarousel
        banners={[]}
        isLoading
        onOpen={() => {}}
        imageWidth={900}
        imageHeight={300}
      />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveClass('banner-carousel--loading');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    // The same aspect ratio as the loaded banners' images, so nothing below moves when they come.
    expect(box.style.aspectRatio).toBe('900 / 300');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the banner image with its title as alt text, the first loaded eagerly', () => {
    render(<BannerCarousel banners={three} onOpen={() => {}} />);
    expect(screen.getByRole('region', { name: 'Banners' })).toBeInTheDocument();
    const img = within(shownSlide()).getByRole('img', { name: 'Banner 1' });
    expect(img).toHaveAttribute('src', '/banners/w_home-1.svg');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('autoplays every 5000 ms and wraps around', () => {
    expect(bannerAutoplayMs).toBe(5000);
    render(<BannerCarousel banners={three} onOpen={() => {}} />);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    wait(4999);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    wait(1);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    wait(5000);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    wait(5000);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
  });

  it('has clickable pagination that marks and shows the chosen banner', () => {
    render(<BannerCarousel banners={three} onOpen={() => {}} />);
    const dots = screen.getAllByRole('button', { name: /^Show banner \d$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('keeps autoplaying after a pagination click, giving the chosen banner its full 5 s', () => {
    render(<BannerCarousel banners={three} onOpen={() => {}} />);
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    wait(4999);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    wait(1);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
  });

  it('does not stop on hover, focus or a click on the banner', () => {
    const onOpen = vi.fn();
    const linked = three.map((b) => ({ ...b, linkageType: 1 as const, link: '/promotions' }));
    render(<BannerCarousel banners={linked} onOpen={onOpen} />);
    const region = screen.getByRole('region', { name: 'Banners' });
    fireEvent.mouseEnter(region);
    fireEvent.pointerEnter(region);
    fireEvent.mouseOver(shownSlide());
    within(shownSlide()).getByRole('link').focus();
    fireEvent.click(within(shownSlide()).getByRole('link'));
    wait(5000);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    wait(5000);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
  });

  it('with one banner: no pagination and no autoplay', () => {
    render(<BannerCarousel banners={[banner(7)]} onOpen={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    wait(20_000);
    expect(shownSlide()).toHaveAccessibleName('1 of 1');
  });

  it('keeps hidden slides out of the tab order', () => {
    const linked = three.map((b) => ({ ...b, linkageType: 1 as const, link: '/hot' }));
    const { container } = render(<BannerCarousel banners={linked} onOpen={() => {}} />);
    const slides = container.querySelectorAll('.banner-carousel__slide');
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is not clickable when linkageType is 0', () => {
    render(
      <BannerCarousel banners={[banner(1, { linkageType: 0, link: '/hot' })]} onOpen={() => {}} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('navigates within the site through onOpen for linkageType 1', () => {
    const onOpen = vi.fn();
    const target = banner(1, { linkageType: 1, link: '/promotions?type=new' });
    render(<BannerCarousel banners={[target]} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: 'Banner 1' });
    expect(link).toHaveAttribute('href', '/promotions?type=new');
    expect(link).not.toHaveAttribute('target');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(onOpen).toHaveBeenCalledWith(target);
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const onOpen = vi.fn();
    render(
      <BannerCarousel
        banners={[banner(1, { linkageType: 1, link: '/promotions' })]}
        onOpen={onOpen}
      />,
    );
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens an outside address in a new tab with noopener for linkageType 2', () => {
    const onOpen = vi.fn();
    render(
      <BannerCarousel
        banners={[banner(1, { linkageType: 2, link: 'https://partner.example.test/offer' })]}
        onOpen={onOpen}
      />,
    );
    const link = screen.getByRole('link', { name: 'Banner 1 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://partner.example.test/offer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    fireEvent.click(link);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('is not clickable when the link is missing or unsafe', () => {
    render(
      <BannerCarousel
        banners={[
          banner(1, { linkageType: 1, link: null }),
          banner(2, { linkageType: 2, link: 'javascript:alert(1)' }),
          banner(3, { linkageType: 1, link: '//evil.example.test/' }),
        ]}
        onOpen={() => {}}
      />,
    );
    for (let i = 0; i < 3; i++) {
      expect(within(shownSlide()).queryByRole('link')).not.toBeInTheDocument();
      wait(5000);
    }
  });

  it('copes with the banner list shrinking under it', () => {
    const { rerender } = render(<BannerCarousel banners={three} onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    rerender(<BannerCarousel banners={three.slice(0, 2)} onOpen={() => {}} />);
    expect(shownSlide()).toHaveAccessibleName(/of 2$/);
    rerender(<BannerCarousel banners={[]} onOpen={() => {}} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
