/**
 * Derives each component's daily uptime from the committed history file (incidents of the last 90 days with
 * their outage windows): computed, never stored, so the bars, percentages and "days with incidents" cannot
 * disagree. Days are UTC days up to the snapshot's. Uptime follows Statuspage's rule: major outage counts in
 * full, partial outage at 30 %, degraded performance and maintenance not at all.
 */
import {
  cleanDate,
  componentStatuses,
  normaliseIncidentList,
  type ComponentStatus,
  type StatusIncident,
  type StatusSummary,
} from './normalise';

export const DAY_SECONDS = 86_400;
export const PARTIAL_OUTAGE_WEIGHT = 0.3;

/** One component's record for one UTC day that was not a plain operational day. */
export interface UptimeDay {
  /** YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly majorSeconds: number;
  readonly partialSeconds: number;
  /** The worst state the component was in that day. */
  readonly worst: ComponentStatus;
  /** Names of the incidents that touched the component that day. */
  readonly incidents: readonly string[];
}

export interface ComponentUptime {
  /** Uptime over the whole window, rounded down to two decimals. */
  readonly percent: number;
  /** Only the days with an incident or downtime; every other day in the window was operational. */
  readonly days: readonly UptimeDay[];
}

export interface StatusHistory {
  readonly takenAt: string;
  /** First and last day of the window, YYYY-MM-DD (UTC), inclusive. */
  readonly windowStart: string;
  readonly windowEnd: string;
  readonly windowDays: number;
  /** Resolved incidents in the window, newest first. */
  readonly incidents: readonly StatusIncident[];
  /** Keyed by component id. */
  readonly uptime: Readonly<Record<string, ComponentUptime>>;
}

type Interval = readonly [start: number, end: number];

interface Impact {
  readonly componentId: string;
  readonly status: ComponentStatus;
  readonly interval: Interval;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
const startOfDay = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);

/** Every date of the window, oldest first. */
export function windowDates(windowStart: string, windowDays: number): string[] {
  const start = startOfDay(windowStart);
  return Array.from({length: windowDays}, (_, i) => dayOf(start + i * DAY_SECONDS * 1000));
}

/** Sorts and merges overlapping intervals. */
export function merge(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Seconds of `intervals` (merged) inside [from, to), not counting time covered by `minus`. */
function secondsWithin(intervals: readonly Interval[], from: number, to: number, minus: readonly Interval[]): number {
  let total = 0;
  for (const [start, end] of merge(intervals)) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e <= s) continue;
    let covered = e - s;
    for (const [ms, me] of merge(minus)) covered -= Math.max(0, Math.min(me, e) - Math.max(ms, s));
    total += covered;
  }
  return Math.round(total / 1000);
}

const severity: readonly ComponentStatus[] = [
  'operational',
  'under_maintenance',
  'degraded_performance',
  'partial_outage',
  'major_outage',
];
const worse = (a: ComponentStatus, b: ComponentStatus): ComponentStatus =>
  severity.indexOf(b) > severity.indexOf(a) ? b : a;

/**
 * A component's uptime, looked up by own property only: a live component whose id is "constructor"
 * or "__proto__" must find nothing rather than an Object method.
 */
export function uptimeOf(history: StatusHistory, componentId: string): ComponentUptime | undefined {
  return Object.hasOwn(history.uptime, componentId) ? history.uptime[componentId] : undefined;
}

export interface HistoryResult {
  readonly history: StatusHistory;
  readonly problems: readonly string[];
}

/** The days the history covers: `windowDays` up to the snapshot's day, and their bounds in milliseconds. */
function readWindow(input: Record<string, unknown>) {
  const takenAt = cleanDate(input.snapshot_taken_at);
  if (!takenAt) throw new Error('the history file has no valid "snapshot_taken_at" time.');
  const windowDays = input.window_days ?? 90;
  if (typeof windowDays !== 'number' || !Number.isInteger(windowDays) || windowDays < 1 || windowDays > 366) {
    throw new Error('"window_days" in the history file must be a whole number of days from 1 to 366.');
  }
  const taken = Date.parse(takenAt);
  const windowEnd = dayOf(taken);
  const windowStart = dayOf(startOfDay(windowEnd) - (windowDays - 1) * DAY_SECONDS * 1000);
  const from = startOfDay(windowStart);
  const to = startOfDay(windowEnd) + DAY_SECONDS * 1000;
  return {takenAt, taken, windowDays, windowStart, windowEnd, from, to};
}

type HistoryWindow = ReturnType<typeof readWindow>;

/** An incident's impacts on known components; the others become problems. */
function readIncidentImpacts(
  raw: unknown,
  incident: StatusIncident,
  known: ReadonlyMap<string, string>,
  problems: string[],
): Impact[] {
  const impacts: Impact[] = [];
  const rawImpacts = isObject(raw) && Array.isArray(raw.component_impacts) ? raw.component_impacts : [];
  for (const item of rawImpacts) {
    const impact = readImpact(item);
    if (typeof impact === 'string') {
      problems.push(`Past incident “${incident.name}”: ${impact}`);
    } else if (!known.has(impact.componentId)) {
      problems.push(`Past incident “${incident.name}” has an impact on an unknown component “${impact.componentId}”.`);
    } else {
      impacts.push(impact);
    }
  }
  return impacts;
}

/** The finished incidents within the window, newest first, and their impacts; what is wrong becomes problems. */
function readPastIncidents(
  input: Record<string, unknown>,
  known: ReadonlyMap<string, string>,
  timeWindow: HistoryWindow,
  problems: string[],
): {pastIncidents: StatusIncident[]; impacts: Impact[]} {
  const rawIncidents = Array.isArray(input.incidents) ? input.incidents : [];
  const read = normaliseIncidentList(input.incidents);
  problems.push(...read.problems.map((p) => p.replace(/^The feed/, 'The history file')));
  const impacts: Impact[] = [];
  const pastIncidents: StatusIncident[] = [];
  for (const incident of read.incidents) {
    const raw = rawIncidents.find((r) => isObject(r) && r.id === incident.id);
    if (!finishedStatuses.has(incident.status)) {
      problems.push(`Past incident “${incident.name}” is not resolved; active incidents belong in summary.json.`);
    }
    const start = Date.parse(incident.startedAt ?? '');
    const end = Date.parse(incident.resolvedAt ?? '');
    if (Number.isNaN(start) || Number.isNaN(end) || end < start) {
      problems.push(`Past incident “${incident.name}” needs valid start and resolved times; it was left out.`);
      continue;
    }
    if (end < timeWindow.from || start >= timeWindow.to) continue; // outside the window
    for (const id of incident.componentIds) {
      if (!known.has(id)) problems.push(`Past incident “${incident.name}” names an unknown component “${id}”.`);
    }
    pastIncidents.push(incident);
    impacts.push(...readIncidentImpacts(raw, incident, known, problems));
  }
  pastIncidents.sort((a, b) => Date.parse(b.startedAt!) - Date.parse(a.startedAt!));
  return {pastIncidents, impacts};
}

interface Mark {
  readonly componentId: string;
  readonly name: string;
  readonly interval: Interval;
}

/** Incidents (past and active) mark every day they span for each component they name. */
function incidentMarks(pastIncidents: readonly StatusIncident[], summary: StatusSummary, taken: number): Mark[] {
  const marks: Mark[] = [];
  for (const incident of pastIncidents) {
    for (const id of incident.componentIds) {
      marks.push({
        componentId: id,
        name: incident.name,
        interval: [Date.parse(incident.startedAt!), Date.parse(incident.resolvedAt!)],
      });
    }
  }
  for (const incident of summary.incidents) {
    const start = Date.parse(incident.startedAt ?? '');
    if (Number.isNaN(start)) continue;
    for (const id of incident.componentIds)
      marks.push({componentId: id, name: incident.name, interval: [start, taken]});
  }
  return marks;
}

/** One component's uptime over the window: its percentage, and the days anything happened to it. */
function componentUptime(
  componentId: string,
  impacts: readonly Impact[],
  marks: readonly Mark[],
  timeWindow: HistoryWindow,
): ComponentUptime {
  const own = impacts.filter((i) => i.componentId === componentId);
  const major = own.filter((i) => i.status === 'major_outage').map((i) => i.interval);
  const partial = own.filter((i) => i.status === 'partial_outage').map((i) => i.interval);
  const ownMarks = marks.filter((m) => m.componentId === componentId);
  const days: UptimeDay[] = [];
  let weighted = 0;
  for (const date of windowDates(timeWindow.windowStart, timeWindow.windowDays)) {
    const dayStart = startOfDay(date);
    const dayEnd = dayStart + DAY_SECONDS * 1000;
    const touches = (interval: Interval) => interval[0] < dayEnd && interval[1] > dayStart;
    const majorSeconds = secondsWithin(major, dayStart, dayEnd, []);
    const partialSeconds = secondsWithin(partial, dayStart, dayEnd, major);
    const names = [...new Set(ownMarks.filter((m) => touches(m.interval)).map((m) => m.name))];
    let worst: ComponentStatus = 'operational';
    for (const impact of own) if (touches(impact.interval)) worst = worse(worst, impact.status);
    if (worst === 'operational' && names.length > 0) worst = 'degraded_performance';
    weighted += majorSeconds + PARTIAL_OUTAGE_WEIGHT * partialSeconds;
    if (names.length > 0 || majorSeconds > 0 || partialSeconds > 0) {
      days.push({date, majorSeconds, partialSeconds, worst, incidents: names});
    }
  }
  const percent = Math.floor((1 - weighted / (timeWindow.windowDays * DAY_SECONDS)) * 10_000) / 100;
  return {percent, days};
}

/**
 * Normalises the history file. `summary` supplies the components (ids and names) and the active
 * incidents, which also mark the snapshot day. Throws only when the file cannot be used at all.
 */
export function normaliseHistory(input: unknown, summary: StatusSummary): HistoryResult {
  const problems: string[] = [];
  if (!isObject(input)) throw new Error('the history file is not a JSON object.');
  const timeWindow = readWindow(input);
  const known = new Map(summary.components.map((c) => [c.id, c.name]));
  const {pastIncidents, impacts} = readPastIncidents(input, known, timeWindow, problems);
  const marks = incidentMarks(pastIncidents, summary, timeWindow.taken);
  // Keyed by feed ids, which can be "constructor" or "__proto__": no prototype to collide with.
  const uptime = Object.create(null) as Record<string, ComponentUptime>;
  for (const component of summary.components) {
    uptime[component.id] = componentUptime(component.id, impacts, marks, timeWindow);
  }
  const {takenAt, windowStart, windowEnd, windowDays} = timeWindow;
  return {
    history: {takenAt, windowStart, windowEnd, windowDays, incidents: pastIncidents, uptime},
    problems: [...new Set(problems)],
  };
}

const finishedStatuses = new Set(['resolved', 'postmortem', 'completed']);

function readImpact(item: unknown): Impact | string {
  if (!isObject(item)) return 'a component impact could not be read.';
  if (typeof item.component_id !== 'string') return 'a component impact has no component_id.';
  const status = (componentStatuses as readonly string[]).includes(String(item.status))
    ? (item.status as ComponentStatus)
    : null;
  if (!status || status === 'operational') {
    return `a component impact has an unusable status “${String(item.status).slice(0, 40)}”.`;
  }
  const start = Date.parse(cleanDate(item.started_at) ?? '');
  const end = Date.parse(cleanDate(item.ended_at) ?? '');
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
    return 'a component impact needs valid started_at and ended_at times, with the end after the start.';
  }
  return {componentId: item.component_id, status, interval: [start, end]};
}
