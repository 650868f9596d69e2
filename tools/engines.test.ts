/**
 * The supported Node.js versions are stated once, in package.json's `engines`, and are true: every
 * installed package accepts all of them (so `npm ci` prints no EBADENGINE warning), the prerequisites
 * script lets exactly those run, the README says them, and CI tests each supported major.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import semver from 'semver';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {engines: {node: string}};
const lock = JSON.parse(read('package-lock.json')) as {packages: Record<string, {engines?: {node?: string}}>};
const supported = pkg.engines.node;

test('every package in the lock file accepts every supported Node.js version', () => {
  assert.ok(semver.validRange(supported), supported);
  const refusing = Object.entries(lock.packages)
    .filter(([name, entry]) => name !== '' && typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.subset(supported, entry.engines!.node!, {includePrerelease: false}))
    .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')} wants ${entry.engines!.node}`);
  assert.deepEqual(refusing, []);
});

test('CI runs the test command on each supported major, and the README states the range', () => {
  const majors = [20, 22, 24].filter((major) => semver.intersects(supported, `${major}.x`));
  const workflow = read('.github/workflows/ci.yml');
  for (const major of majors) assert.match(workflow, new RegExp(`\\b${major}\\b`), `CI runs Node.js ${major}`);
  assert.match(read('README.md'), /Node\.js 20\.19 or later 20\.x, 22\.13 or later 22\.x, or 24 and newer/);
  assert.match(
    read('tools/prerequisites.sh'),
    /major === 20 && minor >= 19\) \|\| \(major === 22 && minor >= 13\) \|\| major >= 24/,
  );
  assert.equal(supported, '^20.19.0 || ^22.13.0 || >=24');
});
