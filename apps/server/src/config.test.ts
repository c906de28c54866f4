import { describe, expect, it } from 'vitest';
import { ConfigError, demoDataLine, loadConfig, siteOriginOf } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: '.data' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SITE_TIME_ZONE).toBe('Asia/Yangon');
  });

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL: must start with postgres://'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL: must start with redis://'],
    ['OPS_ADMIN_PASSWORD', 'short', 'OPS_ADMIN_PASSWORD: must be at least 12 characters'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['SITE_TIME_ZONE', 'Mars/Olympus_Mons', 'SITE_TIME_ZONE: not an IANA time zone'],
    ['SITE_TIME_ZONE', '+06:30', 'SITE_TIME_ZONE: an IANA time zone name'],
  ])('names a bad %s', (key, value, expected) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(expected);
  });

  it('refuses production without PUBLIC_URL, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'ftp://x.example' })).toThrow(
      'PUBLIC_URL',
    );
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://play.example/' });
    expect(siteOriginOf(config)).toBe('https://play.example');
  });

  it('puts the site on localhost at its port outside production', () => {
    expect(siteOriginOf(loadConfig({ PORT: '4123' }))).toBe('http://localhost:4123');
    expect(siteOriginOf(loadConfig({ NODE_ENV: 'test' }))).toBe('http://localhost:3000');
  });

  it('loads no demo data in production unless SEED_DEMO=true asks for it', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://play.example' };
    expect(loadConfig(prod).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO');
  });

  it('says in one start-up line whether demo data is loaded, and why', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://play.example' };
    expect(demoDataLine(loadConfig(prod), prod)).toBe(
      'demo data not loaded (SEED_DEMO unset, NODE_ENV=production)',
    );
    const asked = { ...prod, SEED_DEMO: 'true' };
    expect(demoDataLine(loadConfig(asked), asked)).toBe('demo data loaded (SEED_DEMO=true)');
    expect(demoDataLine(loadConfig({}), {})).toBe(
      'demo data loaded (SEED_DEMO unset, NODE_ENV=development)',
    );
  });

  it('has HTTP timeouts by default, and refuses a headers timeout over the request timeout', () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_HEADERS_TIMEOUT_MS: 15_000,
      HTTP_CONNECTION_TIMEOUT_MS: 60_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 72_000,
      HTTP_MAX_HEADER_SIZE: 16 * 1024,
    });
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow('HTTP_REQUEST_TIMEOUT_MS');
    expect(() =>
      loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '6000' }),
    ).toThrow('HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS');
  });
});
