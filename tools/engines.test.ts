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

/** The script's version check, run as if Node.js were `version`: true when it lets the setup go on. */
function prerequisitesAccept(version: string): boolean {
  const check = /node -e '([\s\S]*?)' 2>\/dev\/null/.exec(read('tools/prerequisites.sh'))?.[1];
  assert.ok(check, 'tools/prerequisites.sh checks the Node.js version with node -e');
  const versions = {node: version};
  let code: number | undefined;
  const exit = (status: number) => (code = status);
  new Function('process', check)({versions, exit});
  return code === 0;
}

test('the prerequisites script lets exactly the supported versions run', () => {
  const versions = ['18.20.0', '20.0.0', '20.18.3', '20.19.0', '20.20.2', '21.7.0', '22.12.0', '22.13.0', '23.11.0'];
  for (const version of [...versions, '24.0.0', '25.2.1', '30.0.0']) {
    assert.equal(prerequisitesAccept(version), semver.satisfies(version, supported), `Node.js ${version}`);
  }
});

test('CI runs the test command on each supported major, and the README names each minimum', () => {
  const majors = [20, 22, 24].filter((major) => semver.intersects(supported, `${major}.x`));
  const workflow = read('.github/workflows/ci.yml');
  for (const major of majors) assert.match(workflow, new RegExp(`\\b${major}\\b`), `CI runs Node.js ${major}`);
  const readme = read('README.md');
  for (const range of supported.split('||')) {
    const {major, minor} = semver.minVersion(range)!;
    assert.ok(readme.includes(`Node.js`) && readme.includes(minor ? `${major}.${minor}` : `${major}`), range);
  }
});
