// Issue 15: `npm ci` printed EBADENGINE warnings (dependencies that wanted Node 22). Every package
// the lock file installs must accept the oldest Node the README and package.json promise, so a
// newcomer's Node 20 installs without a warning and runs what it installed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const lock = readJson('package-lock.json');
const promised = semver.minVersion(readJson('package.json').engines.node).version;

describe('engines', () => {
  it('promises Node 20, as the README says', () => {
    expect(semver.major(promised)).toBe(20);
  });

  it('installs no package whose engines refuse the oldest Node promised', () => {
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(promised, entry.engines.node))
      .map(([path, entry]) => `${path} wants node ${entry.engines.node}`);
    expect(refused).toEqual([]);
  });
});
