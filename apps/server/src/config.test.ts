import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
