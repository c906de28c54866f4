import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@wps/contracts/site-routes';
import { gameTypes } from '@wps/contracts/content/game-nav';
import { gameTypeFromParam, needsLoginRedirect } from './route-rules';

describe('the loginedToHomePage redirect (spec 2)', () => {
  const visitor = (pathname: string, loginedToHomePage = true) =>
    needsLoginRedirect({ pathname, isLoggedIn: false, loginedToHomePage });

  it('sends a visitor without a session to /login from any other route', () => {
    for (const path of ['/', '/home', '/vip', '/rng', '/promotions', '/noticePage', '/agentHome']) {
      expect(visitor(path), path).toBe(true);
    }
  });

  it('leaves /login, /register, /register.html, /helpmc, the download page and /play/verify open', () => {
    for (const path of [
      '/login',
      '/register',
      '/register.html',
      '/helpmc',
      '/download',
      '/down',
      '/play/verify',
    ]) {
      expect(visitor(path), path).toBe(false);
    }
  });

  it('does nothing when the option is off or a session exists', () => {
    expect(visitor('/vip', false)).toBe(false);
    expect(
      needsLoginRedirect({ pathname: '/vip', isLoggedIn: true, loginedToHomePage: true }),
    ).toBe(false);
  });

  it('only names routes that exist, besides the spec’s /download', () => {
    const open = ['/login', '/register', '/register.html', '/helpmc', '/down'];
    for (const path of open) expect(siteRoutes).toContain(path);
  });
});

describe('the games route parameter (spec 2)', () => {
  it('is upper-cased into the game type', () => {
    expect(gameTypeFromParam('rng')).toBe('RNG');
    expect(gameTypeFromParam('Fish')).toBe('FISH');
    expect(gameTypeFromParam('esports')).toBe('ESPORTS');
  });

  it('knows every game type of the contract and nothing else', () => {
    for (const type of gameTypes) expect(gameTypeFromParam(type.toLowerCase())).toBe(type);
    expect(gameTypeFromParam('poker')).toBeNull();
    expect(gameTypeFromParam('')).toBeNull();
    expect(gameTypeFromParam(undefined)).toBeNull();
    expect(gameTypeFromParam('constructor')).toBeNull();
    expect(gameTypeFromParam('__proto__')).toBeNull();
  });
});
