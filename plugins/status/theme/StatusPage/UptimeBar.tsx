import type {ReactNode} from 'react';
import {windowDates, type ComponentUptime, type UptimeDay} from '../../history';
import {componentStatusLabel} from '../../normalise';
import LocalTime from '@site/src/components/LocalTime';
import {toneOfComponent, type Tone} from '../StatusIcon';
import {duration, list, plural} from './format';
import styles from './styles.module.css';

interface Props {
  /** Unique within the page: names the SVG pattern. */
  readonly id: string;
  readonly componentName: string;
  readonly uptime: ComponentUptime | undefined;
  readonly windowStart: string;
  readonly windowEnd: string;
  readonly windowDays: number;
}

const BAR = 6;
const HEIGHT = 32;
/** Bar height by the day's worst state: the worse the day, the shorter the bar (shape, not only colour). */
const heightOf: Record<Tone, number> = {
  operational: HEIGHT,
  maintenance: HEIGHT,
  unknown: HEIGHT,
  degraded: 24,
  partial: 16,
  major: 9,
};

function describe(day: UptimeDay): string {
  const parts = [componentStatusLabel[day.worst]];
  if (day.majorSeconds > 0) parts.push(`${duration(day.majorSeconds)} of major outage`);
  if (day.partialSeconds > 0) parts.push(`${duration(day.partialSeconds)} of partial outage`);
  return parts.join(', ');
}

interface Run {
  readonly start: number;
  length: number;
  readonly day?: UptimeDay;
}

/** The window's days as runs: each day with something to show on its own, quiet days grouped. */
function runsOf(dates: readonly string[], days: readonly UptimeDay[]): Run[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const runs: Run[] = [];
  dates.forEach((date, index) => {
    const day = byDate.get(date);
    const last = runs.at(-1);
    if (!day && last && !last.day) last.length += 1;
    else runs.push({start: index, length: 1, day});
  });
  return runs;
}

function RunBar({run, patternId}: {readonly run: Run; readonly patternId: string}): ReactNode {
  if (!run.day) {
    // Consecutive days without incidents share one patterned rectangle (one bar per day).
    return <rect x={run.start * BAR} width={run.length * BAR} height={HEIGHT} fill={`url(#${patternId})`} />;
  }
  const tone = toneOfComponent[run.day.worst];
  return (
    <rect
      className={styles[`bar-${tone}`]}
      x={run.start * BAR + 0.5}
      y={HEIGHT - heightOf[tone]}
      width={BAR - 1.5}
      height={heightOf[tone]}
      rx={1}
    >
      <title>{`${run.day.date}: ${describe(run.day)}`}</title>
    </rect>
  );
}

/** Every day that had an incident, written out: the chart's text equivalent. */
function IncidentDays({days, summary}: {readonly days: readonly UptimeDay[]; readonly summary: string}): ReactNode {
  return (
    <details className={styles.details}>
      <summary>{summary}</summary>
      <ul className={styles.dayList}>
        {days.map((day) => (
          <li key={day.date}>
            <LocalTime iso={day.date} dateOnly />: {describe(day)}.
            {day.incidents.length > 0 &&
              ` ${day.incidents.length === 1 ? 'Incident' : 'Incidents'}: ${list(day.incidents)}.`}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * A component's daily states over the window as a bar chart, with its text equivalent: the uptime
 * percentage and every day that had an incident, written out.
 */
export default function UptimeBar({id, componentName, uptime, windowStart, windowEnd, windowDays}: Props): ReactNode {
  if (!uptime) {
    return <p className={styles.muted}>The snapshot has no uptime history for this component.</p>;
  }
  const dates = windowDates(windowStart, windowDays);
  const percent = `${uptime.percent.toFixed(2)}%`;
  const patternId = `uptime-${id}`;
  const incidentDays = uptime.days.filter((day) => day.incidents.length > 0 || day.worst !== 'operational');
  const summary = `${plural(incidentDays.length, 'day', 'days')} with incidents`;
  return (
    <div className={styles.uptime}>
      <svg
        className={styles.bars}
        role="img"
        aria-label={`${componentName}: ${percent} uptime over the last ${windowDays} days, ${summary}.`}
        viewBox={`0 0 ${dates.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        height={HEIGHT}
      >
        <defs>
          <pattern id={patternId} width={BAR} height={HEIGHT} patternUnits="userSpaceOnUse">
            <rect className={styles['bar-operational']} x={0.5} width={BAR - 1.5} height={HEIGHT} rx={1} />
          </pattern>
        </defs>
        {runsOf(dates, uptime.days).map((run) => (
          <RunBar key={run.start} run={run} patternId={patternId} />
        ))}
      </svg>
      <p className={styles.axis}>
        <span>
          <LocalTime iso={windowStart} dateOnly />
        </span>
        <span className={styles.percent}>{percent} uptime</span>
        <span>
          <LocalTime iso={windowEnd} dateOnly />
        </span>
      </p>
      {incidentDays.length === 0 ? (
        <p className={styles.small}>No incidents in the last {windowDays} days.</p>
      ) : (
        <IncidentDays days={incidentDays} summary={summary} />
      )}
    </div>
  );
}
