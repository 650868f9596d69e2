/**
 * The bitrate calculator's arithmetic. Units are explicit everywhere: bitrates in kilobits or
 * megabits per second (SI: 1 kbps = 1,000 bits/s), sizes in bytes shown in both SI units
 * (MB = 1,000,000 bytes) and binary units (MiB = 1,048,576 bytes). 8 bits make 1 byte.
 * Recommended bitrates come from the facts sheet's encoding ladder.
 */
import {formats, type LadderRung} from '@site/src/data/facts';

export type Codec = 'h264' | 'hevc' | 'av1';
export type SizeUnit = 'MB' | 'GB' | 'MiB' | 'GiB';

export const SIZE_UNITS: Readonly<Record<SizeUnit, number>> = {
  MB: 1e6,
  GB: 1e9,
  MiB: 2 ** 20,
  GiB: 2 ** 30,
};

export const ladder: readonly LadderRung[] = formats.encodingLadder;

/** Parses a positive decimal number typed by a reader (accepts a comma as decimal separator). */
export function parsePositive(raw: string): number | null {
  const value = Number(raw.trim().replace(',', '.'));
  return raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

/** Parses a duration: seconds, m:ss, h:mm:ss. */
export function parseDuration(raw: string): number | null {
  const value = raw.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) > 0 ? Number(value) : null;
  const clock = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/.exec(value);
  if (!clock) return null;
  const seconds = Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return seconds > 0 ? seconds : null;
}

/** File size in bytes of a stream at `kbps` kilobits per second lasting `seconds`. */
export function fileSizeBytes(kbps: number, seconds: number): number {
  return (kbps * 1000 * seconds) / 8;
}

/** Seconds to upload `bytes` over a connection of `mbps` megabits per second (no protocol overhead). */
export function uploadSeconds(bytes: number, mbps: number): number {
  return (bytes * 8) / (mbps * 1e6);
}

export function formatBytes(bytes: number): {si: string; binary: string} {
  const pick = (units: [string, number][]) => {
    const [unit, size] = units.find(([, s]) => bytes >= s) ?? units[units.length - 1]!;
    const value = bytes / size;
    return `${value >= 100 ? Math.round(value).toLocaleString('en-GB') : value.toLocaleString('en-GB', {maximumFractionDigits: 2})} ${unit}`;
  };
  return {
    si: pick([
      ['GB', 1e9],
      ['MB', 1e6],
      ['kB', 1e3],
    ]),
    binary: pick([
      ['GiB', 2 ** 30],
      ['MiB', 2 ** 20],
      ['KiB', 2 ** 10],
    ]),
  };
}

export function formatDuration(totalSeconds: number): string {
  if (totalSeconds < 1) return 'under 1 second';
  const s = Math.round(totalSeconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const parts = [
    hours ? `${hours} h` : '',
    minutes ? `${minutes} min` : '',
    seconds || (!hours && !minutes) ? `${seconds} s` : '',
  ].filter(Boolean);
  return parts.join(' ');
}

export interface Recommendation {
  readonly rung: LadderRung;
  readonly videoKbps: number;
  readonly audioKbps: number;
  /** The frame rate the rung is encoded at (rungs above their maximum are halved). */
  readonly deliveredFrameRate: number;
}

/** The ladder's bitrate for a rung name (e.g. '1080p'), a source frame rate and a codec. */
export function recommend(rungName: string, frameRate: number, codec: Codec): Recommendation | null {
  const rung = ladder.find((r) => r.name === rungName);
  if (!rung || !(frameRate > 0)) return null;
  const high = frameRate > 30;
  if (high && rung.videoKbpsHighFrameRate) {
    return {
      rung,
      videoKbps: rung.videoKbpsHighFrameRate[codec],
      audioKbps: rung.audioKbps,
      deliveredFrameRate: frameRate,
    };
  }
  return {
    rung,
    videoKbps: rung.videoKbps[codec],
    audioKbps: rung.audioKbps,
    deliveredFrameRate: high ? frameRate / 2 : frameRate,
  };
}
