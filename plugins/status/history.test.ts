import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {merge, normaliseHistory, uptimeOf, windowDates} from './history';
import {loadStatusContent} from './index';
import {normaliseSummary, type StatusSummary} from './normalise';

const data = (file: string): unknown => JSON.parse(readFileSync(path.join(__dirname, 'data', file), 'utf8'));

function summaryOf(input: unknown): StatusSummary {
  const result = normaliseSummary(input);
  assert.ok(result.ok);
  return result.summary;
}

const components = [
  {id: 'web', name: 'Web app', status: 'operational'},
  {id: 'api', name: 'REST API', status: 'operational'},
];

function incident(id: string, start: string, end: string, impacts: unknown[], componentIds = ['api']) {
  return {
    id,
    name: `Incident ${id}`,
    status: 'resolved',
    impact: 'minor',
    started_at: start,
    resolved_at: end,
    incident_updates: [{status: 'resolved', body: 'Fixed.', created_at: end}],
    components: componentIds.map((c) => ({id: c, name: c})),
    component_impacts: impacts,
  };
}

const history = (incidents: unknown[], takenAt = '2025-11-18T10:15:00Z') => ({
  snapshot_taken_at: takenAt,
  window_days: 90,
  incidents,
});

describe('the uptime series', () => {
  test('the window is the 90 UTC days ending on the snapshot day', () => {
    const {history: h} = normaliseHistory(history([]), summaryOf({status: {indicator: 'none'}, components}));
    assert.equal(h.windowStart, '2025-08-21');
    assert.equal(h.windowEnd, '2025-11-18');
    const dates = windowDates(h.windowStart, h.windowDays);
    assert.equal(dates.length, 90);
    assert.equal(dates.at(-1), '2025-11-18');
    assert.equal(h.uptime.web?.percent, 100);
    assert.deepEqual(h.uptime.web?.days, []);
  });

  test('an outage across midnight is split between the two days', () => {
    const {history: h, problems} = normaliseHistory(
      history([
        incident('a', '2025-10-01T23:30:00Z', '2025-10-02T00:45:00Z', [
          {
            component_id: 'api',
            status: 'major_outage',
            started_at: '2025-10-01T23:30:00Z',
            ended_at: '2025-10-02T00:45:00Z',
          },
        ]),
      ]),
      summaryOf({status: {indicator: 'none'}, components}),
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(
      h.uptime.api?.days.map((d) => [d.date, d.majorSeconds, d.worst]),
      [
        ['2025-10-01', 1800, 'major_outage'],
        ['2025-10-02', 2700, 'major_outage'],
      ],
    );
    // 75 minutes of major outage in 90 days.
    assert.equal(h.uptime.api?.percent, Math.floor((1 - 4500 / (90 * 86400)) * 10_000) / 100);
    assert.equal(h.uptime.web?.percent, 100);
  });

  test('partial outage counts at 30 %, overlaps are not counted twice, degraded does not count', () => {
    const {history: h} = normaliseHistory(
      history([
        incident(
          'a',
          '2025-10-10T10:00:00Z',
          '2025-10-10T14:00:00Z',
          [
            {
              component_id: 'api',
              status: 'partial_outage',
              started_at: '2025-10-10T10:00:00Z',
              ended_at: '2025-10-10T12:00:00Z',
            },
            {
              component_id: 'api',
              status: 'partial_outage',
              started_at: '2025-10-10T11:00:00Z',
              ended_at: '2025-10-10T13:00:00Z',
            },
            {
              component_id: 'api',
              status: 'major_outage',
              started_at: '2025-10-10T12:30:00Z',
              ended_at: '2025-10-10T13:00:00Z',
            },
            {
              component_id: 'web',
              status: 'degraded_performance',
              started_at: '2025-10-10T10:00:00Z',
              ended_at: '2025-10-10T14:00:00Z',
            },
          ],
          ['api', 'web'],
        ),
      ]),
      summaryOf({status: {indicator: 'none'}, components}),
    );
    const [day] = h.uptime.api?.days ?? [];
    // Partial 10:00–13:00 minus the major half hour: 2.5 h partial, 0.5 h major.
    assert.deepEqual([day?.partialSeconds, day?.majorSeconds], [9000, 1800]);
    assert.equal(h.uptime.api?.percent, Math.floor((1 - (1800 + 0.3 * 9000) / (90 * 86400)) * 10_000) / 100);
    assert.equal(h.uptime.web?.percent, 100);
    assert.equal(h.uptime.web?.days[0]?.worst, 'degraded_performance');
    assert.deepEqual(h.uptime.web?.days[0]?.incidents, ['Incident a']);
  });

  test('incidents outside the window are left out; active incidents mark the snapshot day', () => {
    const summary = summaryOf({
      status: {indicator: 'minor'},
      components,
      incidents: [
        {
          id: 'now',
          name: 'Happening now',
          status: 'investigating',
          started_at: '2025-11-18T08:00:00Z',
          components: [{id: 'web'}],
        },
      ],
    });
    const {history: h} = normaliseHistory(
      history([incident('old', '2025-05-01T10:00:00Z', '2025-05-01T11:00:00Z', [])]),
      summary,
    );
    assert.deepEqual(h.incidents, []);
    assert.deepEqual(
      h.uptime.web?.days.map((d) => [d.date, d.incidents]),
      [['2025-11-18', ['Happening now']]],
    );
  });

  test('merge joins overlapping intervals', () => {
    assert.deepEqual(
      merge([
        [5, 8],
        [1, 3],
        [2, 4],
        [8, 9],
      ]),
      [
        [1, 4],
        [5, 9],
      ],
    );
  });
});

describe('bad history files', () => {
  const summary = summaryOf({status: {indicator: 'none'}, components});

  test('a file without a snapshot time cannot be used', () => {
    assert.throws(() => normaliseHistory({incidents: []}, summary), /snapshot_taken_at/);
    assert.throws(() => normaliseHistory([], summary), /not a JSON object/);
    assert.throws(
      () => normaliseHistory({snapshot_taken_at: '2025-11-18T10:15:00Z', window_days: 0}, summary),
      /window_days/,
    );
  });

  test('unusable impacts and unknown components are reported, the rest still counts', () => {
    const {history: h, problems} = normaliseHistory(
      history([
        incident('a', '2025-10-10T10:00:00Z', '2025-10-10T11:00:00Z', [
          {
            component_id: 'ghost',
            status: 'major_outage',
            started_at: '2025-10-10T10:00:00Z',
            ended_at: '2025-10-10T11:00:00Z',
          },
          {
            component_id: 'api',
            status: 'exploded',
            started_at: '2025-10-10T10:00:00Z',
            ended_at: '2025-10-10T11:00:00Z',
          },
          {
            component_id: 'api',
            status: 'major_outage',
            started_at: '2025-10-10T11:00:00Z',
            ended_at: '2025-10-10T10:00:00Z',
          },
          {
            component_id: 'api',
            status: 'major_outage',
            started_at: '2025-10-10T10:00:00Z',
            ended_at: '2025-10-10T10:10:00Z',
          },
        ]),
        {...incident('b', 'never', '2025-10-10T11:00:00Z', []), name: 'No start'},
      ]),
      summary,
    );
    assert.equal(h.uptime.api?.days[0]?.majorSeconds, 600);
    assert.deepEqual(
      h.incidents.map((i) => i.name),
      ['Incident a'],
    );
    assert.ok(problems.some((p) => p.includes('unknown component “ghost”')));
    assert.ok(problems.some((p) => p.includes('unusable status “exploded”')));
    assert.ok(problems.some((p) => p.includes('end after the start')));
    assert.ok(problems.some((p) => p.includes('“No start” needs valid start and resolved times')));
  });
});

describe('the committed snapshot', () => {
  test('loads without a single problem', async () => {
    const content = await loadStatusContent(path.join(__dirname, '..', '..'), {
      summaryPath: 'plugins/status/data/summary.json',
      historyPath: 'plugins/status/data/history.json',
      feedUrl: '',
      routePath: '/status/',
    });
    assert.deepEqual(content.problems, []);
    assert.equal(content.takenAt, '2025-11-18T10:15:00.000Z');
    assert.ok(content.history.incidents.length >= 2, 'a couple of resolved incidents');
    assert.equal(content.summary.incidents.length, 1, 'one active incident');
    assert.ok(content.summary.incidents[0]!.updates.length >= 2, 'with a timeline');
    assert.equal(content.summary.maintenances[0]?.status, 'scheduled', 'one upcoming maintenance');
  });

  test('every past incident names components of the summary and sits inside the window', () => {
    const summary = summaryOf(data('summary.json'));
    const ids = new Set(summary.components.map((c) => c.id));
    const raw = data('history.json') as {
      snapshot_taken_at: string;
      incidents: {components: {id: string}[]; component_impacts: {component_id: string}[]}[];
    };
    for (const item of raw.incidents) {
      for (const c of item.components) assert.ok(ids.has(c.id), c.id);
      for (const i of item.component_impacts) assert.ok(ids.has(i.component_id), i.component_id);
    }
    const {history: h} = normaliseHistory(raw, summary);
    assert.equal(h.incidents.length, raw.incidents.length);
  });

  test('the snapshot time is not before the last change it reports', () => {
    const summary = summaryOf(data('summary.json'));
    const taken = (data('history.json') as {snapshot_taken_at: string}).snapshot_taken_at;
    assert.ok(Date.parse(taken) >= Date.parse(summary.updatedAt!));
  });
});

test('uptime is looked up by own property only: feed ids such as "constructor" find nothing inherited', () => {
  const summary = summaryOf({
    status: {indicator: 'none'},
    components: [
      {id: '__proto__', name: 'Proto', status: 'operational'},
      {id: 'web', name: 'Web app', status: 'operational'},
    ],
    incidents: [],
    scheduled_maintenances: [],
  });
  const {history} = normaliseHistory(
    {snapshot_taken_at: '2025-11-18T10:15:00.000Z', window_days: 90, incidents: []},
    summary,
  );
  assert.equal(uptimeOf(history, '__proto__')?.percent, 100);
  assert.equal(uptimeOf(history, 'web')?.percent, 100);
  for (const id of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    assert.equal(uptimeOf(history, id), undefined, id);
  }
  // It survives the JSON trip to the page.
  const restored = JSON.parse(JSON.stringify(history)) as typeof history;
  assert.equal(uptimeOf(restored, '__proto__')?.percent, 100);
  assert.equal(uptimeOf(restored, 'constructor'), undefined);
});
