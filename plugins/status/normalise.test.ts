import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {cleanText, limits, normaliseSummary, parseSummary, type NormaliseResult} from './normalise';

const snapshotText = readFileSync(path.join(__dirname, 'data', 'summary.json'), 'utf8');
const snapshot = (): Record<string, unknown> => JSON.parse(snapshotText) as Record<string, unknown>;

function ok(result: NormaliseResult) {
  assert.ok(result.ok, `expected a usable summary, got: ${result.problems.join(' ')}`);
  return result;
}

describe('a valid Statuspage summary', () => {
  test('keeps every component, its state and its order', () => {
    const {summary, problems} = ok(parseSummary(snapshotText));
    assert.deepEqual(problems, []);
    assert.equal(summary.indicator, 'minor');
    assert.equal(summary.pageName, 'Vidcove');
    assert.equal(summary.updatedAt, '2025-11-18T10:05:12.000Z');
    assert.deepEqual(
      summary.components.map((c) => [c.name, c.status]),
      [
        ['Web app', 'operational'],
        ['Player and playback', 'operational'],
        ['Streaming delivery', 'operational'],
        ['Uploads and encoding', 'degraded_performance'],
        ['Live events', 'operational'],
        ['Sites', 'operational'],
        ['REST API', 'operational'],
        ['Analytics', 'operational'],
        ['Sign-in and SSO', 'operational'],
      ],
    );
  });

  test('reads the active incident with its updates newest first', () => {
    const {summary} = ok(parseSummary(snapshotText));
    assert.equal(summary.incidents.length, 1);
    const [incident] = summary.incidents;
    assert.equal(incident?.name, 'Delays processing new uploads');
    assert.equal(incident?.status, 'identified');
    assert.deepEqual(incident?.componentNames, ['Uploads and encoding']);
    assert.deepEqual(
      incident?.updates.map((u) => u.status),
      ['identified', 'identified', 'investigating'],
    );
    assert.equal(incident?.updates[0]?.at, '2025-11-18T10:05:12.000Z');
  });

  test('reads scheduled maintenance with its window and leaves completed maintenance out', () => {
    const input = snapshot();
    const maintenances = input.scheduled_maintenances as Record<string, unknown>[];
    maintenances.push({...maintenances[0], id: 'done', name: 'Old maintenance', status: 'completed'});
    const {summary} = ok(normaliseSummary(input));
    assert.deepEqual(
      summary.maintenances.map((m) => [m.name, m.status, m.scheduledFor, m.scheduledUntil]),
      [['Analytics database upgrade', 'scheduled', '2025-11-25T22:00:00.000Z', '2025-11-26T01:00:00.000Z']],
    );
  });

  test('moves resolved incidents still in the feed out of the active list', () => {
    const input = snapshot();
    const incidents = input.incidents as Record<string, unknown>[];
    incidents.push({...incidents[0], id: 'old', name: 'Fixed earlier today', status: 'resolved'});
    const {summary} = ok(normaliseSummary(input));
    assert.deepEqual(
      summary.incidents.map((i) => i.name),
      ['Delays processing new uploads'],
    );
    assert.deepEqual(
      summary.recentlyResolved.map((i) => i.name),
      ['Fixed earlier today'],
    );
  });

  test('lists group members under their group name and hides the group row', () => {
    const {summary} = ok(
      normaliseSummary({
        status: {indicator: 'none'},
        components: [
          {id: 'g1', name: 'Delivery', status: 'operational', group: true, components: ['c1']},
          {id: 'c1', name: 'Europe', status: 'operational', group_id: 'g1'},
          {id: 'c2', name: 'Hidden when fine', status: 'operational', only_show_if_degraded: true},
        ],
      }),
    );
    assert.deepEqual(
      summary.components.map((c) => [c.group, c.name]),
      [['Delivery', 'Europe']],
    );
  });
});

describe('a partial summary', () => {
  test('missing lists become empty, each with a problem', () => {
    const result = ok(normaliseSummary({status: {indicator: 'none', description: 'All Systems Operational'}}));
    assert.equal(result.summary.indicator, 'none');
    assert.deepEqual(result.summary.components, []);
    assert.deepEqual(result.summary.incidents, []);
    assert.ok(result.problems.includes('The feed has no list of components.'));
    assert.ok(result.problems.includes('The feed has no list of incidents.'));
    assert.ok(result.problems.includes('The feed has no page details.'));
  });

  test('components without a status object still show, with the overall status unknown', () => {
    const result = ok(normaliseSummary({components: [{id: 'a', name: 'Web app', status: 'operational'}]}));
    assert.equal(result.summary.indicator, 'unknown');
    assert.equal(result.summary.components.length, 1);
    assert.ok(result.problems.includes('The feed has no overall status.'));
  });

  test('entries without a name are left out and counted, the rest kept', () => {
    const result = ok(
      normaliseSummary({
        status: {indicator: 'minor'},
        components: [{id: 'a', status: 'operational'}, 'nonsense', {id: 'b', name: 'Sites', status: 'operational'}],
        incidents: [{id: 'x', status: 'investigating'}],
      }),
    );
    assert.deepEqual(
      result.summary.components.map((c) => c.name),
      ['Sites'],
    );
    assert.ok(result.problems.includes('2 components have no name and were left out.'));
    assert.ok(result.problems.includes('An entry in the incidents has no name and was left out.'));
  });

  test('missing and invalid times become null rather than wrong dates', () => {
    const result = ok(
      normaliseSummary({
        status: {indicator: 'minor'},
        components: [],
        incidents: [
          {name: 'No times', status: 'investigating', created_at: 'yesterday-ish', incident_updates: [{body: 'x'}]},
        ],
      }),
    );
    const [incident] = result.summary.incidents;
    assert.equal(incident?.createdAt, null);
    assert.equal(incident?.startedAt, null);
    assert.equal(incident?.updates[0]?.at, null);
  });
});

describe('malformed input', () => {
  test('text that is not JSON is rejected with a plain reason', () => {
    for (const text of ['', '<html>502 Bad Gateway</html>', '{"status": {"indicator": "none"}', 'null']) {
      const result = parseSummary(text);
      assert.equal(result.ok, false, text);
      assert.match(result.problems.join(' '), /not valid JSON|not a Statuspage summary/);
    }
  });

  test('JSON that is not a summary is rejected', () => {
    for (const value of [[], 42, 'summary', {page: {name: 'x'}}, {components: 'all fine'}]) {
      const result = normaliseSummary(value);
      assert.equal(result.ok, false, JSON.stringify(value));
    }
  });

  test('lists of the wrong type are ignored with a problem', () => {
    const result = ok(
      normaliseSummary({status: {indicator: 'none'}, components: [], incidents: {}, scheduled_maintenances: 'soon'}),
    );
    assert.ok(result.problems.includes("The feed's list of incidents is not a list, so it was left out."));
    assert.ok(result.problems.includes("The feed's list of scheduled maintenance is not a list, so it was left out."));
  });
});

describe('unknown values', () => {
  test('an unknown component state becomes "unknown" and is reported', () => {
    const result = ok(
      normaliseSummary({
        status: {indicator: 'none'},
        components: [
          {id: 'a', name: 'Web app', status: 'on_fire'},
          {id: 'b', name: 'Sites', status: 42},
        ],
      }),
    );
    assert.deepEqual(
      result.summary.components.map((c) => c.status),
      ['unknown', 'unknown'],
    );
    assert.ok(result.problems.includes('“Web app” has an unknown state “on_fire”; it is shown as Unknown.'));
    assert.ok(result.problems.includes('“Sites” has an unknown state “42”; it is shown as Unknown.'));
  });

  test('unknown overall indicator, incident status and impact are reported, not guessed', () => {
    const result = ok(
      normaliseSummary({
        status: {indicator: 'apocalyptic'},
        components: [],
        incidents: [{name: 'Odd', status: 'panicking', impact: 'huge', incident_updates: [{status: 'x', body: 'b'}]}],
      }),
    );
    assert.equal(result.summary.indicator, 'unknown');
    const [incident] = result.summary.incidents;
    assert.equal(incident?.status, 'unknown');
    assert.equal(incident?.impact, 'unknown');
    assert.equal(incident?.updates[0]?.status, 'unknown');
    assert.ok(result.problems.includes('The overall status “apocalyptic” is not one this page knows.'));
  });
});

describe('hostile text', () => {
  test('markup stays inert text and control and direction-override characters are removed', () => {
    const result = ok(
      normaliseSummary({
        status: {indicator: 'major'},
        components: [{id: 'a', name: 'Web\u202Eapp\u0000', status: 'operational'}],
        incidents: [
          {
            name: '<img src=x onerror=alert(1)>',
            status: 'investigating',
            incident_updates: [{status: 'investigating', body: '<script>alert(1)</script>\r\nSecond line\u0007'}],
          },
        ],
      }),
    );
    assert.equal(result.summary.components[0]?.name, 'Webapp');
    const [incident] = result.summary.incidents;
    // Kept verbatim as text: React renders it escaped, so it is shown, never run.
    assert.equal(incident?.name, '<img src=x onerror=alert(1)>');
    assert.equal(incident?.updates[0]?.body, '<script>alert(1)</script>\nSecond line');
  });

  test('very long text is shortened, with a problem saying so', () => {
    const huge = 'A'.repeat(200_000);
    const result = ok(
      normaliseSummary({
        status: {indicator: 'minor'},
        components: [{id: 'a', name: huge, status: 'operational'}],
        incidents: [{name: 'Long', status: 'investigating', incident_updates: [{status: 'identified', body: huge}]}],
      }),
    );
    assert.equal(result.summary.components[0]?.name.length, limits.nameChars + 1);
    assert.equal(result.summary.incidents[0]?.updates[0]?.body.length, limits.textChars + 1);
    assert.ok(result.summary.incidents[0]?.updates[0]?.body.endsWith('…'));
    assert.ok(result.problems.includes('Some text in the feed was very long and has been shortened.'));
  });

  test('shortening never splits an emoji in half', () => {
    const cleaned = cleanText('😀'.repeat(10), 3);
    assert.deepEqual(cleaned, {text: '😀😀😀…', shortened: true});
    assert.deepEqual(cleanText('😀😀', 3), {text: '😀😀', shortened: false});
  });

  test('floods of entries are capped', () => {
    const components = Array.from({length: 5000}, (_, i) => ({id: `c${i}`, name: `C${i}`, status: 'operational'}));
    const updates = Array.from({length: 500}, (_, i) => ({id: `u${i}`, status: 'investigating', body: `${i}`}));
    const result = ok(
      normaliseSummary({
        status: {indicator: 'none'},
        components,
        incidents: [{name: 'Chatty', status: 'investigating', incident_updates: updates}],
      }),
    );
    assert.equal(result.summary.components.length, limits.components);
    assert.equal(result.summary.incidents[0]?.updates.length, limits.updatesPerIncident);
    assert.ok(
      result.problems.includes(`The feed lists 5000 components; only the first ${limits.components} are shown.`),
    );
  });

  test('a quoted unknown value in a problem is cleaned and short', () => {
    const result = ok(
      normaliseSummary({
        status: {indicator: 'none'},
        components: [{name: 'X', status: '\u202E'.repeat(3) + 'z'.repeat(500)}],
      }),
    );
    const problem = result.problems.find((p) => p.startsWith('“X”'));
    assert.ok(problem && problem.length < 120 && !problem.includes('\u202E'), problem);
  });
});

describe('hostile keys, extreme dates and huge lists', () => {
  const NOW = Date.parse('2026-11-25T00:00:00Z');

  test('components named after Object properties are kept as plain data', () => {
    const live = snapshot();
    const components = live.components as Record<string, unknown>[];
    for (const [index, id] of ['constructor', '__proto__', 'toString', 'hasOwnProperty'].entries()) {
      components[index]!.id = id;
    }
    // A JSON text, as a feed would send it: JSON.parse makes "__proto__" an own key.
    const {summary} = ok(parseSummary(JSON.stringify(live), {now: NOW}));
    assert.deepEqual(
      summary.components.slice(0, 4).map((c) => c.id),
      ['constructor', '__proto__', 'toString', 'hasOwnProperty'],
    );
    assert.equal(Object.getPrototypeOf(summary), Object.prototype);
  });

  test('times far in the future or past are left out and reported, not shown', () => {
    const live = snapshot();
    const incident = (live.incidents as Record<string, unknown>[])[0]!;
    Object.assign(incident, {
      status: 'resolved',
      created_at: '9999-12-31T00:00:00.000Z',
      started_at: '9999-12-31T00:00:00.000Z',
      resolved_at: '9999-12-31T01:00:00.000Z',
    });
    (live.page as Record<string, unknown>).updated_at = '1970-01-01T00:00:00.000Z';
    const {summary, problems} = ok(normaliseSummary(live, {now: NOW}));
    const [resolved] = summary.recentlyResolved;
    assert.deepEqual([resolved?.createdAt, resolved?.startedAt, resolved?.resolvedAt], [null, null, null]);
    assert.equal(summary.updatedAt, null);
    assert.ok(problems.some((p) => /more than 10 years ago or more than a year ahead/.test(p)));
    // Next month's maintenance is a normal date.
    const maintenance = (live.scheduled_maintenances as Record<string, unknown>[])[0]!;
    maintenance.scheduled_for = '2026-12-20T22:00:00.000Z';
    assert.equal(
      ok(normaliseSummary(live, {now: NOW})).summary.maintenances[0]?.scheduledFor,
      '2026-12-20T22:00:00.000Z',
    );
  });

  test('huge lists are capped', () => {
    const live = snapshot();
    const template = (live.incidents as Record<string, unknown>[])[0]!;
    live.incidents = Array.from({length: 10_000}, (_, i) => ({...template, id: `i${i}`, status: 'resolved'}));
    const {summary, problems} = ok(normaliseSummary(live, {now: Date.parse('2025-11-18T11:00:00Z')}));
    assert.equal(summary.recentlyResolved.length, limits.incidents);
    assert.ok(problems.some((p) => p.includes('10000 resolved incidents')));
  });
});
