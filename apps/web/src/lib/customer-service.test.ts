import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeCsLink } from '@wps/contracts/system/cs-link';
import type { TCustomerServiceEntry } from '@wps/contracts/system/whitelabel';
import { openCustomerService, pickCustomerServiceEntry } from './customer-service';

const liveChat: TCustomerServiceEntry = {
  type: '3',
  csType: 'LIVECHAT',
  path: encodeCsLink('https://chat.example.test/room?site=royal', 'k3Xq9LmZ'),
  label: 'Live chat',
};
const vip: TCustomerServiceEntry = {
  type: '7',
  csType: 'VIP',
  path: encodeCsLink('https://vip.example.test/desk', 'Vip12345'),
  label: 'VIP desk',
};
const other: TCustomerServiceEntry = {
  type: '1',
  csType: 'LIVECHAT',
  path: encodeCsLink('https://other.example.test/', 'Other123'),
  label: 'Other',
};

function fakePopup() {
  return { close: vi.fn(), opener: window as unknown, location: { href: 'about:blank' } };
}

function mockOpen(result: ReturnType<typeof fakePopup> | null) {
  return vi.spyOn(window, 'open').mockReturnValue(result as unknown as Window);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pickCustomerServiceEntry', () => {
  it("takes the entry of type '3'", () => {
    expect(pickCustomerServiceEntry([other, vip, liveChat])).toBe(liveChat);
  });

  it('takes the VIP entry only above rank level 4', () => {
    expect(pickCustomerServiceEntry([liveChat, vip], { rankLevel: 5 })).toBe(vip);
    expect(pickCustomerServiceEntry([liveChat, vip], { rankLevel: 4 })).toBe(liveChat);
    expect(pickCustomerServiceEntry([liveChat, vip], { rankLevel: null })).toBe(liveChat);
  });

  it("falls back to type '3' for a VIP when there is no VIP entry", () => {
    expect(pickCustomerServiceEntry([other, liveChat], { rankLevel: 9 })).toBe(liveChat);
  });

  it("finds nothing without a type '3' entry", () => {
    expect(pickCustomerServiceEntry([other])).toBeUndefined();
    expect(pickCustomerServiceEntry([])).toBeUndefined();
  });
});

describe('openCustomerService', () => {
  it('opens a 440x500 pop-up and loads the decoded link, cut off from this page', () => {
    const popup = fakePopup();
    const open = mockOpen(popup);
    const result = openCustomerService([other, liveChat]);
    expect(open).toHaveBeenCalledTimes(1);
    const [, , features] = open.mock.calls[0]!;
    expect(features).toBe('width=440,height=500');
    expect(features).not.toContain('noopener');
    expect(popup.location.href).toBe('https://chat.example.test/room?site=royal');
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: true, window: popup });
  });

  it('opens the VIP desk for rank level 5', () => {
    const popup = fakePopup();
    mockOpen(popup);
    openCustomerService([liveChat, vip], { rankLevel: 5 });
    expect(popup.location.href).toBe('https://vip.example.test/desk');
  });

  it('loads a site path on this origin', () => {
    const popup = fakePopup();
    mockOpen(popup);
    openCustomerService([{ ...liveChat, path: encodeCsLink('/helpmc#contact', 'Path1234') }]);
    expect(popup.location.href).toBe(`${window.location.origin}/helpmc#contact`);
  });

  it('reports a blocked pop-up with the translated key', () => {
    mockOpen(null);
    expect(openCustomerService([liveChat])).toEqual({
      ok: false,
      reason: 'popup-blocked',
      messageKey: 'cs.popupBlocked',
    });
  });

  it('closes the window and reports an error when the link does not decode', () => {
    const popup = fakePopup();
    mockOpen(popup);
    const broken = { ...liveChat, path: 'not*base64url' + 'k3Xq9LmZ' };
    expect(openCustomerService([broken])).toEqual({
      ok: false,
      reason: 'invalid-link',
      messageKey: 'cs.invalidLink',
    });
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('about:blank');
  });

  it('never loads a link that decodes to a script address', () => {
    const popup = fakePopup();
    mockOpen(popup);
    // Built by hand: encodeCsLink itself refuses to encode it.
    const key = 'Evil1234';
    const keyBytes = new TextEncoder().encode(key);
    const bytes = new TextEncoder()
      .encode('javascript:alert(1)')
      .map((b, i) => b ^ keyBytes[i % keyBytes.length]!);
    const body = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const result = openCustomerService([{ ...liveChat, path: body + key }]);
    expect(result).toMatchObject({ ok: false, reason: 'invalid-link' });
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('about:blank');
  });

  it('opens nothing when there is no entry to open', () => {
    const open = mockOpen(fakePopup());
    expect(openCustomerService([other])).toEqual({
      ok: false,
      reason: 'no-entry',
      messageKey: 'cs.unavailable',
    });
    expect(open).not.toHaveBeenCalled();
  });
});
