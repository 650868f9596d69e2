/**
 * Reads an Atlassian Statuspage v2 `summary.json` into the small, safe shape the status page renders. Pure:
 * the plugin runs it on the committed snapshot, the page in the browser on the live feed. Nothing from the
 * feed is trusted: fields are checked, unknown statuses become `unknown`, text and lists are capped, and each
 * problem is reported in plain words so the page says what it could not read and shows the rest.
 */

export const componentStatuses = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'under_maintenance',
] as const;
export type ComponentStatus = (typeof componentStatuses)[number] | 'unknown';

export const indicators = ['none', 'minor', 'major', 'critical', 'maintenance'] as const;
export type Indicator = (typeof indicators)[number] | 'unknown';

export const incidentStatuses = [
  'investigating',
  'identified',
  'monitoring',
  'resolved',
  'postmortem',
  'scheduled',
  'in_progress',
  'verifying',
  'completed',
] as const;
export type IncidentStatus = (typeof incidentStatuses)[number] | 'unknown';

export const impacts = ['none', 'minor', 'major', 'critical', 'maintenance'] as const;
export type Impact = (typeof impacts)[number] | 'unknown';

export const componentStatusLabel: Readonly<Record<ComponentStatus, string>> = {
  operational: 'Operational',
  degraded_performance: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  under_maintenance: 'Under maintenance',
  unknown: 'Unknown',
};

export const indicatorLabel: Readonly<Record<Indicator, string>> = {
  none: 'All Systems Operational',
  minor: 'Minor Service Outage',
  major: 'Major Service Outage',
  critical: 'Critical Service Outage',
  maintenance: 'Service Under Maintenance',
  unknown: 'Status Unknown',
};

export const incidentStatusLabel: Readonly<Record<IncidentStatus, string>> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
  postmortem: 'Postmortem',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  verifying: 'Verifying',
  completed: 'Completed',
  unknown: 'Unknown',
};

export const impactLabel: Readonly<Record<Impact, string>> = {
  none: 'No impact',
  minor: 'Minor impact',
  major: 'Major impact',
  critical: 'Critical impact',
  maintenance: 'Maintenance',
  unknown: 'Unknown impact',
};

/** Caps that keep a hostile or broken feed from swamping the page. */
export const limits = {
  nameChars: 200,
  textChars: 4000,
  components: 100,
  incidents: 25,
  maintenances: 25,
  updatesPerIncident: 50,
} as const;

/**
 * Times a status feed can sensibly hold, around the time it is read: nothing older than 10 years,
 * nothing more than a year ahead (maintenance is scheduled weeks, not years, in advance). Outside
 * it a time is left out as unreadable: an incident dated in the year 9999 would make the history list
 * every month up to then and freeze the page.
 */
export const DATE_WINDOW = {pastMs: 10 * 365.25 * 86_400_000, futureMs: 366 * 86_400_000} as const;

export interface ReadOptions {
  /** The time the data is read at (ms since the epoch); the date window is around it. */
  readonly now?: number;
}

export interface StatusComponent {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly status: ComponentStatus;
  /** Name of the Statuspage component group it belongs to, if any. */
  readonly group: string | null;
}

export interface StatusUpdate {
  readonly id: string;
  readonly status: IncidentStatus;
  readonly body: string;
  /** ISO 8601, or null when the feed gave no usable time. */
  readonly at: string | null;
}

export interface StatusIncident {
  readonly id: string;
  readonly name: string;
  readonly status: IncidentStatus;
  readonly impact: Impact;
  readonly createdAt: string | null;
  readonly startedAt: string | null;
  readonly resolvedAt: string | null;
  /** Components the incident affects: ids (for history) and names (for display). */
  readonly componentIds: readonly string[];
  readonly componentNames: readonly string[];
  /** Newest first, as Statuspage shows them. */
  readonly updates: readonly StatusUpdate[];
}

export interface StatusMaintenance extends StatusIncident {
  readonly scheduledFor: string | null;
  readonly scheduledUntil: string | null;
}

export interface StatusSummary {
  readonly pageName: string;
  /** `page.updated_at`: when the status last changed. */
  readonly updatedAt: string | null;
  readonly indicator: Indicator;
  readonly components: readonly StatusComponent[];
  /** Unresolved incidents. */
  readonly incidents: readonly StatusIncident[];
  /** Resolved incidents the feed still lists (Statuspage keeps them briefly). */
  readonly recentlyResolved: readonly StatusIncident[];
  /** Scheduled, in-progress and verifying maintenance (completed ones are left out). */
  readonly maintenances: readonly StatusMaintenance[];
}

export type NormaliseResult =
  | {readonly ok: true; readonly summary: StatusSummary; readonly problems: readonly string[]}
  | {readonly ok: false; readonly problems: readonly string[]};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// C0/C1 controls except tab and newline, and the bidirectional overrides and isolates that can
// make text read differently from how it is stored.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Collects problems without repeating the same sentence. */
class Problems {
  private readonly list: string[] = [];
  add(message: string): void {
    if (!this.list.includes(message)) this.list.push(message);
  }
  get all(): readonly string[] {
    return this.list;
  }
}

interface Reader {
  readonly problems: Problems;
  shortened: boolean;
  readonly now: number;
}

function newReader(options: ReadOptions): Reader {
  return {problems: new Problems(), shortened: false, now: options.now ?? Date.now()};
}

/** Plain text from a feed value: controls removed, whitespace tidied, capped at `max` characters. */
export function cleanText(value: unknown, max: number): {text: string; shortened: boolean} | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE_CHARS, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length <= max) return {text, shortened: false};
  // Count and cut in code points, so an emoji or other surrogate pair is never split in half.
  const head = Array.from(text.slice(0, max * 2));
  if (head.length <= max && text.length <= max * 2) return {text, shortened: false};
  return {text: `${head.slice(0, max).join('').trimEnd()}…`, shortened: true};
}

/** An ISO 8601 time from a feed value, or null. */
export function cleanDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString();
}

/** A time from the feed within DATE_WINDOW of the reading time, or null (reported once). */
function date(reader: Reader, value: unknown): string | null {
  const iso = cleanDate(value);
  if (iso === null) return null;
  const time = Date.parse(iso);
  if (time < reader.now - DATE_WINDOW.pastMs || time > reader.now + DATE_WINDOW.futureMs) {
    reader.problems.add(
      'Some times in the feed are more than 10 years ago or more than a year ahead; they were left out.',
    );
    return null;
  }
  return iso;
}

function pick<T extends string>(allowed: readonly T[], value: unknown): T | 'unknown' {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : 'unknown';
}

/** Shows an unknown value in a message without letting it run on or inject anything. */
function quote(value: unknown): string {
  if (value === undefined) return 'none';
  const raw = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const cleaned = cleanText(raw, 40);
  return `“${cleaned?.text ?? ''}”`;
}

function text(reader: Reader, value: unknown, max: number): string | null {
  const cleaned = cleanText(value, max);
  if (cleaned?.shortened) reader.shortened = true;
  return cleaned ? cleaned.text : null;
}

function idOf(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : fallback;
}

function array(reader: Reader, value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) {
    reader.problems.add(`The feed has no ${what}.`);
    return [];
  }
  if (!Array.isArray(value)) {
    reader.problems.add(`The feed's ${what} is not a list, so it was left out.`);
    return [];
  }
  return value;
}

function capped<T>(reader: Reader, items: readonly T[], max: number, what: string): readonly T[] {
  if (items.length <= max) return items;
  reader.problems.add(`The feed lists ${items.length} ${what}; only the first ${max} are shown.`);
  return items.slice(0, max);
}

function readComponents(reader: Reader, value: unknown): StatusComponent[] {
  const raw = array(reader, value, 'list of components');
  const groups = new Map<string, string>();
  for (const item of raw) {
    if (isObject(item) && item.group === true && typeof item.id === 'string') {
      groups.set(item.id, text(reader, item.name, limits.nameChars) ?? 'Unnamed group');
    }
  }
  const components: StatusComponent[] = [];
  let unnamed = 0;
  raw.forEach((item, index) => {
    if (!isObject(item)) {
      unnamed += 1;
      return;
    }
    // A group's own row only summarises its members, which are listed themselves.
    if (item.group === true) return;
    const name = text(reader, item.name, limits.nameChars);
    if (!name) {
      unnamed += 1;
      return;
    }
    const status = pick(componentStatuses, item.status);
    if (status === 'unknown') {
      reader.problems.add(`“${name}” has an unknown state ${quote(item.status)}; it is shown as Unknown.`);
    }
    if (item.only_show_if_degraded === true && status === 'operational') return;
    components.push({
      id: idOf(item.id, `component-${index}`),
      name,
      description: text(reader, item.description, limits.textChars) ?? '',
      status,
      group: typeof item.group_id === 'string' ? (groups.get(item.group_id) ?? null) : null,
    });
  });
  if (unnamed > 0) {
    reader.problems.add(
      unnamed === 1
        ? 'One component has no name and was left out.'
        : `${unnamed} components have no name and were left out.`,
    );
  }
  return [...capped(reader, components, limits.components, 'components')];
}

function readUpdates(reader: Reader, value: unknown, incidentName: string): StatusUpdate[] {
  if (!Array.isArray(value)) {
    if (value !== undefined) reader.problems.add(`The updates of “${incidentName}” could not be read.`);
    return [];
  }
  const updates: StatusUpdate[] = [];
  value.forEach((item, index) => {
    if (!isObject(item)) {
      reader.problems.add(`An update of “${incidentName}” could not be read and was left out.`);
      return;
    }
    const body = text(reader, item.body, limits.textChars);
    if (body === null) reader.problems.add(`An update of “${incidentName}” has no text.`);
    const status = pick(incidentStatuses, item.status);
    if (status === 'unknown') {
      reader.problems.add(`An update of “${incidentName}” has an unknown status ${quote(item.status)}.`);
    }
    updates.push({
      id: idOf(item.id, `update-${index}`),
      status,
      body: body ?? '',
      at: date(reader, item.display_at) ?? date(reader, item.created_at),
    });
  });
  // Newest first; updates without a time keep their place at the end.
  const timed = updates.filter((u) => u.at !== null).sort((a, b) => Date.parse(b.at!) - Date.parse(a.at!));
  const untimed = updates.filter((u) => u.at === null);
  return [...capped(reader, [...timed, ...untimed], limits.updatesPerIncident, `updates for “${incidentName}”`)];
}

function readIncident(reader: Reader, item: unknown, index: number, kind: string): StatusIncident | null {
  if (!isObject(item)) {
    reader.problems.add(`An entry in the ${kind} could not be read and was left out.`);
    return null;
  }
  const name = text(reader, item.name, limits.nameChars);
  if (!name) {
    reader.problems.add(`An entry in the ${kind} has no name and was left out.`);
    return null;
  }
  const status = pick(incidentStatuses, item.status);
  if (status === 'unknown') reader.problems.add(`“${name}” has an unknown status ${quote(item.status)}.`);
  const impact = pick(impacts, item.impact);
  if (impact === 'unknown' && item.impact !== undefined) {
    reader.problems.add(`“${name}” has an unknown impact ${quote(item.impact)}.`);
  }
  const componentIds: string[] = [];
  const componentNames: string[] = [];
  if (Array.isArray(item.components)) {
    for (const component of item.components.slice(0, limits.components)) {
      if (!isObject(component)) continue;
      if (typeof component.id === 'string') componentIds.push(component.id);
      const componentName = text(reader, component.name, limits.nameChars);
      if (componentName) componentNames.push(componentName);
    }
  }
  return {
    id: idOf(item.id, `${kind}-${index}`),
    name,
    status,
    impact,
    createdAt: date(reader, item.created_at),
    startedAt: date(reader, item.started_at) ?? date(reader, item.created_at),
    resolvedAt: date(reader, item.resolved_at),
    componentIds,
    componentNames,
    updates: readUpdates(reader, item.incident_updates, name),
  };
}

const finished = new Set<IncidentStatus>(['resolved', 'postmortem', 'completed']);

/** Normalises a parsed `summary.json`, read at `options.now` (default: now). Never throws. */
export function normaliseSummary(input: unknown, options: ReadOptions = {}): NormaliseResult {
  const reader = newReader(options);
  const {problems} = reader;
  if (!isObject(input)) {
    return {ok: false, problems: ['The feed is not a Statuspage summary (expected a JSON object).']};
  }
  if (!isObject(input.status) && !Array.isArray(input.components)) {
    return {
      ok: false,
      problems: ['The feed is not a Statuspage summary: it has neither an overall status nor components.'],
    };
  }
  const page = isObject(input.page) ? input.page : {};
  if (!isObject(input.page)) problems.add('The feed has no page details.');

  let indicator: Indicator = 'unknown';
  if (isObject(input.status)) {
    indicator = pick(indicators, input.status.indicator);
    if (indicator === 'unknown') {
      problems.add(`The overall status ${quote(input.status.indicator)} is not one this page knows.`);
    }
  } else {
    problems.add('The feed has no overall status.');
  }

  const components = readComponents(reader, input.components);

  const incidentItems = array(reader, input.incidents, 'list of incidents')
    .map((item, index) => readIncident(reader, item, index, 'incidents'))
    .filter((incident): incident is StatusIncident => incident !== null);
  const incidents = capped(
    reader,
    incidentItems.filter((incident) => !finished.has(incident.status)),
    limits.incidents,
    'active incidents',
  );
  const recentlyResolved = capped(
    reader,
    incidentItems.filter((incident) => finished.has(incident.status)),
    limits.incidents,
    'resolved incidents',
  );

  const maintenances = capped(
    reader,
    array(reader, input.scheduled_maintenances, 'list of scheduled maintenance')
      .map((item, index): StatusMaintenance | null => {
        const incident = readIncident(reader, item, index, 'scheduled maintenance');
        if (!incident || !isObject(item)) return null;
        return {
          ...incident,
          scheduledFor: date(reader, item.scheduled_for),
          scheduledUntil: date(reader, item.scheduled_until),
        };
      })
      .filter((m): m is StatusMaintenance => m !== null && !finished.has(m.status)),
    limits.maintenances,
    'maintenance windows',
  );

  if (reader.shortened) problems.add('Some text in the feed was very long and has been shortened.');

  return {
    ok: true,
    summary: {
      pageName: text(reader, page.name, limits.nameChars) ?? '',
      updatedAt: date(reader, page.updated_at),
      indicator,
      components,
      incidents: [...incidents],
      recentlyResolved: [...recentlyResolved],
      maintenances: [...maintenances],
    },
    problems: problems.all,
  };
}

/**
 * Normalises a list of Statuspage incidents without the summary's caps (the committed history
 * file lists every incident of the window). Never throws.
 */
export function normaliseIncidentList(
  value: unknown,
  options: ReadOptions = {},
): {incidents: StatusIncident[]; problems: readonly string[]} {
  const reader = newReader(options);
  const incidents = array(reader, value, 'list of incidents')
    .map((item, index) => readIncident(reader, item, index, 'incidents'))
    .filter((incident): incident is StatusIncident => incident !== null);
  if (reader.shortened) reader.problems.add('Some incident text was very long and has been shortened.');
  return {incidents, problems: reader.problems.all};
}

/** Parses and normalises the text of a `summary.json`. Never throws. */
export function parseSummary(json: string, options: ReadOptions = {}): NormaliseResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {ok: false, problems: ['The feed is not valid JSON.']};
  }
  return normaliseSummary(parsed, options);
}
