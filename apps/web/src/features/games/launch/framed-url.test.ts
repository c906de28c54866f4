import { beforeEach, describe, expect, it } from 'vitest';
import { frameableUrl, gamePageHref, rememberLaunchedUrl } from './framed-url';

const origin = 'https://site.example';

beforeEach(() => sessionStorage.clear());

describe('frameableUrl', () => {
  it("frames this site's pages", () => {
    expect(frameableUrl('/play/slot?token=a&gameCode=X', origin)).toBe(
      '/play/slot?token=a&gameCode=X',
    );
    expect(frameableUrl('https://site.example/play/fish?token=b', origin)).toBe(
      '/play/fish?token=b',
    );
  });

  it('refuses another site unless a launch answered that very URL in this tab', () => {
    const vendor = 'https://vendor.example/launch?token=c';
    expect(frameableUrl(vendor, origin)).toBeNull();
    rememberLaunchedUrl(vendor);
    expect(frameableUrl(vendor, origin)).toBe(vendor);
    expect(frameableUrl('https://vendor.example/launch?token=d', origin)).toBeNull();
  });

  it('refuses nothing, scripts, data and the frame page itself', () => {
    expect(frameableUrl(null, origin)).toBeNull();
    expect(frameableUrl('', origin)).toBeNull();
    expect(frameableUrl('javascript:alert(1)', origin)).toBeNull();
    expect(frameableUrl('data:text/html,hi', origin)).toBeNull();
    expect(frameableUrl('/game?url=%2Fgame', origin)).toBeNull();
    expect(frameableUrl('//evil.example/x', origin)).toBeNull();
  });

  it('survives broken storage', () => {
    sessionStorage.setItem('games.launchedUrls', '{not json');
    expect(frameableUrl('https://vendor.example/x', origin)).toBeNull();
    rememberLaunchedUrl('https://vendor.example/x');
    expect(frameableUrl('https://vendor.example/x', origin)).toBe('https://vendor.example/x');
  });
});

describe('gamePageHref', () => {
  it('puts the URL in /game?url=, encoded', () => {
    expect(gamePageHref('/play/slot?token=a&gameCode=X')).toBe(
      '/game?url=%2Fplay%2Fslot%3Ftoken%3Da%26gameCode%3DX',
    );
  });
});
