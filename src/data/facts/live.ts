// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {domains} from '../product';
import {formats} from './formats';
import {type PerPlan} from './product';

// ---------------------------------------------------------------------------------------------
// Live
// ---------------------------------------------------------------------------------------------

export const live = {
  ingest: {
    rtmps: {
      name: 'RTMPS',
      url: `rtmps://${domains.live}:443/app`,
      backupUrl: `rtmps://${domains.liveBackup}:443/app`,
      port: 443,
      transport: 'TCP',
      recommended: true,
    },
    rtmp: {
      name: 'RTMP',
      url: `rtmp://${domains.live}:1935/app`,
      backupUrl: `rtmp://${domains.liveBackup}:1935/app`,
      port: 1935,
      transport: 'TCP',
      recommended: false,
    },
    srt: {
      name: 'SRT',
      /** The stream key goes in the `streamid` query parameter. */
      url: `srt://${domains.live}:9000?streamid={streamKey}`,
      backupUrl: `srt://${domains.liveBackup}:9000?streamid={streamKey}`,
      port: 9000,
      transport: 'UDP',
      recommended: false,
      /** SRT receiver latency to set in the encoder, in milliseconds. */
      latencyMs: 2000,
      encryption: 'AES-128 or AES-256 with the passphrase shown on the Stream tab',
    },
  },
  /** Stream keys look like `lsk_` followed by 24 letters and digits. Treat them like passwords. */
  streamKeyPrefix: 'lsk_',
  recommendedEncoderSettings: {
    videoCodec: 'H.264',
    profile: 'High',
    keyframeIntervalSeconds: 2,
    rateControl: 'CBR',
    bFramesMax: 2,
    sceneCutDetection: 'Off',
    audioCodec: 'AAC-LC',
    audioSampleRateKhz: 48,
    audioBitrateKbps: 160,
    audioChannels: 'stereo',
  },
  /** Suggested video bitrates for the encoder output. */
  recommendedBitrates: [
    {mode: '720p30', kbps: 3000},
    {mode: '1080p30', kbps: 5000},
    {mode: '1080p60', kbps: 7500},
    {mode: '2160p30', kbps: 16000},
  ],
  /** Highest total ingest bitrate accepted, in kbps. */
  maxIngestKbps: {starter: 6000, business: 9000, enterprise: 25000},
  /** Upload speed needed: at least this multiple of the total stream bitrate. */
  uploadHeadroomMultiple: 1.5,
  /**
   * HLS players start a live stream at least this many target durations behind the end of the
   * playlist (RFC 8216, section 6.3.3), so a mode's delay can never be shorter than this many of
   * its segments (or, in low latency, its parts). tests/live-latency.test.ts checks the modes.
   */
  playerStartSegments: 3,
  latencyModes: {
    standard: {
      name: 'Standard',
      /** Live segments are as long as on-demand ones. */
      segmentDurationSeconds: formats.delivery.segmentDurationSeconds,
      /** Three segments held back, plus encoding, packaging and delivery of the newest one. */
      latencySeconds: {min: 20, max: 30},
      dvr: true,
      /** Viewers can rewind up to this many minutes while live. */
      dvrWindowMinutes: 120,
    },
    lowLatency: {
      name: 'Low latency',
      /** Low-Latency HLS publishes each segment in parts of this length as they are made. */
      partDurationSeconds: 1,
      /** Three parts held back (Apple's PART-HOLD-BACK recommendation), plus encoding and delivery. */
      latencySeconds: {min: 4, max: 7},
      dvr: false,
      dvrWindowMinutes: 0,
    },
  },
  /** Encoders Vidcove tests each release. Any encoder that sends RTMP(S) or SRT works. */
  testedEncoders: ['OBS Studio', 'vMix', 'Wirecast', 'Blackmagic ATEM Mini Pro', 'Teradek Prism', 'AJA HELO Plus'],
  /** The recording appears in Media within this many minutes of the event ending. */
  recordingReadyMinutes: 15,
  recordingFolder: 'Event recordings',
  /** Vidcove ends a stream after this many minutes without input. */
  disconnectTimeoutMinutes: 10,
} as const satisfies {
  readonly maxIngestKbps: PerPlan<number>;
  readonly [key: string]: unknown;
};
