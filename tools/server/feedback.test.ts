import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtemp, open, readFile, rm, unlink, writeFile} from 'node:fs/promises';
import http from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {MAX_COMMENT_LENGTH, type FeedbackPayload} from '../../plugins/page-actions/feedback-contract';
import {
  RateLimiter,
  createFeedbackHandler,
  networkOf,
  type AppendHandle,
  type FeedbackEntry,
  type FeedbackHandlerOptions,
} from './feedback';
import {listenOnFreePort} from './static-server';

const valid: FeedbackPayload = {
  url: 'https://help.vidcove.com/getting-started/accessing-vidcove',
  answer: 'no',
  reason: 'missing-information',
  comment: 'Which browsers are supported on Linux?',
  siteVersion: '1.0.0+a4d2c74',
  time: '2025-11-20T10:15:00.000Z',
};

let dir: string;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feedback-'));
});
after(async () => {
  await rm(dir, {recursive: true, force: true});
});

let files = 0;
/** A real HTTP server running one handler, with a fresh file; closed after `run`. */
async function withServer(
  options: Partial<FeedbackHandlerOptions>,
  run: (post: (body: unknown, init?: RequestInit) => Promise<Response>, file: string) => Promise<void>,
): Promise<void> {
  files += 1;
  const file = options.file ?? path.join(dir, `entries-${files}.jsonl`);
  const handler = createFeedbackHandler({rateLimit: {max: 0, windowMs: 1000}, ...options, file});
  const server = http.createServer((req, res) => void handler(req, res));
  const port = await listenOnFreePort(server, '127.0.0.1');
  const post = (body: unknown, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}/feedback`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    });
  try {
    await run(post, file);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function entries(file: string): Promise<FeedbackEntry[]> {
  const text = await readFile(file, 'utf8');
  assert.ok(text.endsWith('\n'), 'the file ends with a complete line');
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as FeedbackEntry);
}

describe('feedback endpoint', () => {
  test('stores a valid answer as one JSON line with the time it was received', async () => {
    await withServer({now: () => Date.parse('2025-11-20T10:15:02Z')}, async (post, file) => {
      const response = await post(valid);
      assert.equal(response.status, 201);
      assert.deepEqual(await response.json(), {ok: true});
      assert.deepEqual(await entries(file), [{...valid, receivedAt: '2025-11-20T10:15:02.000Z'}]);
    });
  });

  test('accepts an answer with no reason and no comment, and a comment of exactly the limit', async () => {
    await withServer({}, async (post, file) => {
      assert.equal((await post({...valid, answer: 'yes', reason: null, comment: ''})).status, 201);
      assert.equal((await post({...valid, comment: 'x'.repeat(MAX_COMMENT_LENGTH)})).status, 201);
      assert.equal((await entries(file)).length, 2);
    });
  });

  const refused: [string, unknown, number, RegExp][] = [
    ['not JSON', '{"answer": "yes",', 400, /not valid JSON/],
    ['an array', [valid], 400, /JSON object/],
    ['an unknown field', {...valid, email: 'a@example.com'}, 400, /Unknown field: email/],
    ['a missing field', {...valid, time: undefined}, 400, /Missing field: time/],
    ['an answer other than yes or no', {...valid, answer: 'maybe'}, 400, /"answer" must be "yes" or "no"/],
    [
      'a reason of the other answer',
      {...valid, answer: 'yes', reason: 'incorrect'},
      400,
      /"reason" must be null or, for "yes"/,
    ],
    ['a comment over 1,000 characters', {...valid, comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1)}, 400, /at most 1000/],
    ['a comment that is not text', {...valid, comment: 42}, 400, /"comment"/],
    ['a URL that is not http', {...valid, url: 'javascript:alert(1)'}, 400, /"url"/],
    ['a version with markup', {...valid, siteVersion: '<script>'}, 400, /"siteVersion"/],
    ['a time that is not a date', {...valid, time: 'yesterday'}, 400, /"time"/],
    ['a body over the size limit', {...valid, comment: 'x'.repeat(5000)}, 413, /larger than 4096 bytes/],
  ];
  for (const [what, body, status, message] of refused) {
    test(`refuses ${what} with ${status} and a message, and stores nothing`, async () => {
      await withServer({}, async (post, file) => {
        const response = await post(body);
        assert.equal(response.status, status);
        assert.match(((await response.json()) as {error: string}).error, message);
        await assert.rejects(readFile(file), {code: 'ENOENT'});
      });
    });
  }

  test('refuses other methods (405) and other content types (415)', async () => {
    await withServer({}, async (post) => {
      const get = await post(undefined, {method: 'GET', body: undefined});
      assert.equal(get.status, 405);
      assert.equal(get.headers.get('allow'), 'POST');
      const form = await post('answer=yes', {headers: {'content-type': 'application/x-www-form-urlencoded'}});
      assert.equal(form.status, 415);
      assert.match(((await form.json()) as {error: string}).error, /Content-Type: application\/json/);
    });
  });

  test('limits posts per client, with Retry-After, and counts clients apart behind a trusted proxy', async () => {
    let clock = 0;
    await withServer({rateLimit: {max: 2, windowMs: 60_000}, trustedProxies: 1, now: () => clock}, async (post) => {
      const from = (address: string) => ({headers: {'content-type': 'application/json', 'x-forwarded-for': address}});
      assert.equal((await post(valid, from('203.0.113.1'))).status, 201);
      assert.equal((await post(valid, from('203.0.113.1'))).status, 201);
      const limited = await post(valid, from('203.0.113.1'));
      assert.equal(limited.status, 429);
      assert.equal(limited.headers.get('retry-after'), '60');
      assert.equal((await post(valid, from('203.0.113.2'))).status, 201, 'another client is not limited');
      clock = 60_000;
      assert.equal((await post(valid, from('203.0.113.1'))).status, 201, 'the window has passed');
    });
  });

  test('behind a trusted proxy, a client is known by the address the proxy added, whatever it forges', async () => {
    await withServer({rateLimit: {max: 2, windowMs: 60_000}, trustedProxies: 1}, async (post) => {
      const forged = (i: number) => ({
        headers: {'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}, 198.51.100.7`},
      });
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await post(valid, forged(i))).status);
      assert.deepEqual(statuses, [201, 201, 429, 429, 429]);
    });
    await withServer({rateLimit: {max: 1, windowMs: 60_000}, trustedProxies: 2}, async (post) => {
      const via = (forged: string) => ({
        headers: {'content-type': 'application/json', 'x-forwarded-for': `${forged}, 198.51.100.7, 10.1.1.1`},
      });
      assert.equal((await post(valid, via('1.1.1.1'))).status, 201);
      assert.equal((await post(valid, via('2.2.2.2'))).status, 429, 'two hops: the entry two from the right');
    });
  });

  test('failed posts do not use up a reader’s quota', async () => {
    await withServer({rateLimit: {max: 2, windowMs: 60_000}}, async (post) => {
      assert.equal((await post('{"answer":')).status, 400);
      assert.equal((await post({...valid, answer: 'maybe'})).status, 400);
      assert.equal((await post({...valid, comment: 'x'.repeat(5000)})).status, 413);
      assert.equal((await post(valid)).status, 201);
      assert.equal((await post(valid)).status, 201);
      assert.equal((await post(valid)).status, 429, 'stored answers are counted');
    });
  });

  test('an IPv6 client is counted by its /64 network, an IPv4 one by its address', () => {
    assert.equal(networkOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
    assert.equal(networkOf('2001:0db8:0001:0002::1'), '2001:db8:1:2::/64');
    assert.equal(networkOf('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(networkOf('::1'), '0:0:0:0::/64');
    assert.equal(networkOf('::ffff:203.0.113.5'), '203.0.113.5');
    assert.equal(networkOf('203.0.113.5'), '203.0.113.5');
    assert.equal(networkOf('not an address'), 'not an address');
  });

  test('addresses of one IPv6 /64 share one quota', async () => {
    await withServer({rateLimit: {max: 1, windowMs: 60_000}, trustedProxies: 1}, async (post) => {
      const from = (address: string) => ({headers: {'content-type': 'application/json', 'x-forwarded-for': address}});
      assert.equal((await post(valid, from('2001:db8:1:2::1'))).status, 201);
      assert.equal((await post(valid, from('2001:db8:1:2::ffff'))).status, 429);
      assert.equal((await post(valid, from('2001:db8:1:3::1'))).status, 201, 'another network');
    });
  });

  test('the limiter keeps at most its cap of clients, dropping the oldest windows first', () => {
    const limiter = new RateLimiter(1, 60_000, 1000);
    for (let i = 0; i < 50_000; i += 1) assert.equal(limiter.take(`forged-${i}`, i), 0);
    assert.equal(limiter.clients, 1000);
    assert.equal(limiter.take('forged-49999', 50_000), 60, 'the newest clients are still counted');
    assert.equal(limiter.take('forged-0', 50_000), 0, 'the oldest were dropped');
    assert.equal(limiter.take('late', 200_000), 0);
    assert.equal(limiter.clients, 1, 'expired windows go as new posts arrive');
  });

  test('keeps earlier entries, and starts a new line after a last line that was cut short', async () => {
    const file = path.join(dir, 'existing.jsonl');
    const earlier = `${JSON.stringify({...valid, comment: 'earlier', receivedAt: '2025-01-01T00:00:00.000Z'})}\n`;
    await writeFile(file, `${earlier}{"url":"https://help.vidcove.com/x","answ`);
    await withServer({file}, async (post) => {
      assert.equal((await post({...valid, comment: 'new'})).status, 201);
      const lines = (await readFile(file, 'utf8')).split('\n');
      assert.equal(`${lines[0]}\n`, earlier, 'the earlier entry is untouched');
      assert.equal(lines[1], '{"url":"https://help.vidcove.com/x","answ', 'the cut line is left as it was');
      assert.equal((JSON.parse(lines[2]!) as FeedbackEntry).comment, 'new');
      assert.equal(lines[3], '');
    });
  });

  test('300 answers posted at once are all stored, each intact on its own line', async () => {
    await withServer({}, async (post, file) => {
      const count = 300;
      const sent = Array.from({length: count}, (_, i) => ({
        ...valid,
        answer: i % 2 ? 'yes' : 'no',
        reason: i % 2 ? 'accurate' : 'other',
        // Long and multi-byte, so that any interleaving of writes would break a line.
        comment: `answer ${i} ${'é€✓ '.repeat(200)}`.slice(0, MAX_COMMENT_LENGTH),
      }));
      const statuses = await Promise.all(sent.map(async (body) => (await post(body)).status));
      assert.deepEqual(
        statuses.filter((s) => s !== 201),
        [],
      );
      const stored = await entries(file);
      assert.equal(stored.length, count);
      const byComment = new Map(stored.map((entry) => [entry.comment, entry]));
      for (const body of sent) {
        const entry = byComment.get(body.comment);
        assert.ok(entry, `stored: ${body.comment.slice(0, 12)}`);
        assert.deepEqual({...entry, receivedAt: undefined}, {...body, receivedAt: undefined});
      }
    });
  });
});

/** Every line of the file is one whole entry; the comments they hold, in order. */
async function storedComments(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  if (text === '') return [];
  assert.ok(text.endsWith('\n'), 'the file ends with a complete line');
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => (JSON.parse(line) as FeedbackEntry).comment);
}

/**
 * Posts numbered answers one by one while `phase` says the disk is full, then after `free()`: returns the
 * comments of the answers acknowledged with 201, and checks every refusal is a 503 that asks to retry.
 */
async function postThroughFullDisk(
  post: (body: unknown) => Promise<Response>,
  fillsUp: () => Promise<boolean>,
  free: () => Promise<void>,
): Promise<{acknowledged: string[]; refused: number; afterFreeing: number}> {
  const acknowledged: string[] = [];
  let refused = 0;
  const postOne = async (i: number) => {
    const comment = `answer ${i} ${'x'.repeat(700)}`;
    const response = await post({...valid, comment});
    if (response.status === 201) acknowledged.push(comment);
    else {
      assert.equal(response.status, 503);
      assert.equal(response.headers.get('retry-after'), '60');
      refused += 1;
    }
  };
  let i = 0;
  while (refused < 3 && i < 200) await postOne(i++);
  assert.ok(await fillsUp(), 'the disk filled up');
  await free();
  const before = acknowledged.length;
  for (const end = i + 5; i < end;) await postOne(i++);
  return {acknowledged, refused, afterFreeing: acknowledged.length - before};
}

describe('feedback on a full disk', () => {
  const mountable = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0;
  test(
    'on a real full disk (64 KB tmpfs): every acknowledged answer is stored whole, the file stays JSON Lines, one log line each way',
    {skip: mountable ? false : 'needs root to mount a small tmpfs'},
    async () => {
      const disk = await mkdtemp(path.join(tmpdir(), 'feedback-disk-'));
      assert.equal(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', disk]).status, 0, 'mount');
      try {
        const filler = path.join(disk, 'filler');
        await writeFile(filler, Buffer.alloc(16 * 1024));
        const log: string[] = [];
        await withServer(
          {file: path.join(disk, 'entries.jsonl'), log: (line) => log.push(line)},
          async (post, file) => {
            const {acknowledged, refused, afterFreeing} = await postThroughFullDisk(
              post,
              async () => true,
              () => unlink(filler),
            );
            assert.ok(refused >= 3);
            assert.deepEqual(await storedComments(file), acknowledged);
            assert.equal(afterFreeing, 5, 'answers are stored again once there is room');
            assert.equal(log.length, 2, log.join('\n'));
            assert.match(log[0]!, /cannot store answers in .*entries\.jsonl \(ENOSPC/);
            assert.match(log[1]!, /stored in .* again/);
          },
        );
      } finally {
        spawnSync('umount', [disk]);
        await rm(disk, {recursive: true, force: true});
      }
    },
  );

  test('a short write, a failed write and a failed cut-back lose no acknowledged answer', async () => {
    const disk = {room: 6000, truncateFails: true, fills: 0};
    /** A real file whose writes stop at `room` bytes, as a filling disk's do. */
    const openForAppend = async (file: string): Promise<AppendHandle> => {
      const handle = await open(file, 'a');
      return {
        write: (async (buffer: Buffer, offset: number, length: number) => {
          const {size} = await handle.stat();
          const fits = Math.max(0, Math.min(length, disk.room - size));
          if (fits === 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), {code: 'ENOSPC'});
          if (fits < length) disk.fills += 1;
          return handle.write(buffer, offset, fits);
        }) as AppendHandle['write'],
        datasync: () => handle.datasync(),
        truncate: async (length?: number) => {
          if (disk.truncateFails) throw Object.assign(new Error('EIO: i/o error, ftruncate'), {code: 'EIO'});
          return handle.truncate(length);
        },
        stat: ((options?: object) => handle.stat(options)) as AppendHandle['stat'],
        close: () => handle.close(),
      };
    };
    const log: string[] = [];
    await withServer({openForAppend, log: (line) => log.push(line)}, async (post, file) => {
      const {acknowledged, afterFreeing} = await postThroughFullDisk(
        post,
        async () => disk.fills > 0,
        async () => {
          disk.room = 1_000_000;
          disk.truncateFails = false;
        },
      );
      assert.deepEqual(await storedComments(file), acknowledged);
      assert.equal(afterFreeing, 5, 'answers are stored again once there is room');
      assert.equal(log.length, 2, log.join('\n'));
      assert.match(log[0]!, /\(ENOSPC: no space left on device, write\); answers are refused with 503/);
    });
  });
});
