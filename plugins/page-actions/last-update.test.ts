import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {gitHistoryVcs, parseHistory, readLastChanges} from './last-update';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('last change of each file from git log', () => {
  test('the newest commit that changed a file wins; a shallow boundary commit gives no date', () => {
    const log = `commit ${B} 1732000000\n\ndocs/a.mdx\n\ncommit ${A} 1700000000\n\ndocs/a.mdx\ndocs/b.mdx\n`;
    assert.deepEqual(
      [...parseHistory(log, '/repo', new Set()).entries()],
      [
        ['/repo/docs/a.mdx', {timestamp: 1732000000000}],
        ['/repo/docs/b.mdx', {timestamp: 1700000000000}],
      ],
    );
    assert.deepEqual(
      [...parseHistory(log, '/repo', new Set([A])).entries()],
      [
        ['/repo/docs/a.mdx', {timestamp: 1732000000000}],
        ['/repo/docs/b.mdx', null],
      ],
    );
  });
});

describe('a real repository, cloned in full and shallow', () => {
  let dir: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, {cwd, encoding: 'utf8', stdio: 'pipe', env: {...process.env, GIT_CONFIG_NOSYSTEM: '1'}});
  const commit = async (repo: string, file: string, isoDate: string) => {
    await writeFile(path.join(repo, file), `${file} at ${isoDate}\n`);
    git(repo, 'add', file);
    execFileSync('git', ['-c', 'user.name=Writer', '-c', 'user.email=w@example.com', 'commit', '-q', '-m', file], {
      cwd: repo,
      env: {...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate},
    });
  };

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'last-update-'));
    const origin = path.join(dir, 'origin');
    git(dir, 'init', '-q', '-b', 'main', origin);
    await commit(origin, 'old.mdx', '2024-03-01T10:00:00Z');
    await commit(origin, 'middle.mdx', '2024-06-01T10:00:00Z');
    await commit(origin, 'new.mdx', '2025-11-20T10:00:00Z');
    git(dir, 'clone', '-q', `file://${origin}`, 'full');
    git(dir, 'clone', '-q', '--depth', '2', `file://${origin}`, 'shallow');
  });
  after(async () => {
    await rm(dir, {recursive: true, force: true});
  });

  const dateOf = async (repo: string, file: string) => {
    const vcs = gitHistoryVcs();
    vcs.initialize({siteDir: path.join(dir, repo)});
    const info = await vcs.getFileLastUpdateInfo(path.join(dir, repo, file));
    return info ? new Date(info.timestamp).toISOString() : null;
  };

  test('a full clone dates every file by its own last commit', async () => {
    assert.equal(await dateOf('full', 'old.mdx'), '2024-03-01T10:00:00.000Z');
    assert.equal(await dateOf('full', 'middle.mdx'), '2024-06-01T10:00:00.000Z');
    assert.equal(await dateOf('full', 'new.mdx'), '2025-11-20T10:00:00.000Z');
  });

  test('a shallow clone keeps the dates it knows and gives none where history was cut', async () => {
    // Docusaurus' default would date old.mdx 2024-06-01 here: the boundary commit seems to add it.
    assert.equal(await dateOf('shallow', 'new.mdx'), '2025-11-20T10:00:00.000Z');
    assert.equal(await dateOf('shallow', 'middle.mdx'), null);
    assert.equal(await dateOf('shallow', 'old.mdx'), null);
  });

  test('outside a repository there are no dates', async () => {
    assert.equal((await readLastChanges(tmpdir())).size, 0);
  });
});
