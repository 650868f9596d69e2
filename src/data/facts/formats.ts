// Part of the facts sheet (../facts.ts): see the rules for editors there.

// ---------------------------------------------------------------------------------------------
// Formats and encoding
// ---------------------------------------------------------------------------------------------

/** One rung of the default on-demand encoding ladder. */
export interface LadderRung {
  readonly name: string;
  readonly widthPx: number;
  readonly heightPx: number;
  /** Highest frame rate for this rung; sources above it are halved (60 to 30, 50 to 25). */
  readonly maxFrameRate: 30 | 60;
  /** Video bitrate in kbps for sources up to 30 fps. */
  readonly videoKbps: {readonly h264: number; readonly hevc: number; readonly av1: number};
  /** Video bitrate in kbps for 50 or 60 fps sources; `null` where the rung is capped at 30 fps. */
  readonly videoKbpsHighFrameRate: {readonly h264: number; readonly hevc: number; readonly av1: number} | null;
  /** AAC-LC stereo audio bitrate in kbps. */
  readonly audioKbps: number;
}

export const formats = {
  upload: {
    /** Video containers accepted by upload and import, with file extensions. */
    videoContainers: [
      {name: 'MP4', extensions: ['.mp4']},
      {name: 'MOV (QuickTime)', extensions: ['.mov']},
      {name: 'MKV (Matroska)', extensions: ['.mkv']},
      {name: 'WebM', extensions: ['.webm']},
      {name: 'AVI', extensions: ['.avi']},
      {name: 'MXF', extensions: ['.mxf']},
      {name: 'M4V', extensions: ['.m4v']},
      {name: 'MPEG-TS', extensions: ['.ts', '.mts', '.m2ts']},
      {name: 'MPEG-PS', extensions: ['.mpg', '.mpeg']},
      {name: 'WMV', extensions: ['.wmv']},
      {name: '3GP', extensions: ['.3gp']},
      {name: 'FLV', extensions: ['.flv']},
    ],
    videoCodecs: [
      'H.264 (AVC)',
      'H.265 (HEVC)',
      'AV1',
      'VP8',
      'VP9',
      'Apple ProRes',
      'Avid DNxHD and DNxHR',
      'MPEG-2',
      'MPEG-4 Part 2',
    ],
    /** Audio codecs accepted inside video files. */
    audioCodecsInVideo: ['AAC', 'MP3', 'PCM', 'AC-3', 'E-AC-3', 'Opus', 'Vorbis', 'FLAC'],
    /** Audio-only files. */
    audio: [
      {name: 'MP3', extensions: ['.mp3']},
      {name: 'WAV', extensions: ['.wav']},
      {name: 'AAC', extensions: ['.aac', '.m4a']},
      {name: 'FLAC', extensions: ['.flac']},
      {name: 'OGG', extensions: ['.ogg', '.oga']},
    ],
    /** Recommended source file for best results. */
    recommendedSource:
      'MP4 with H.264 High profile video at the original resolution and frame rate, and AAC-LC 48 kHz stereo audio.',
    /** Not supported: protected or streaming-only sources. */
    notSupported: [
      'DRM-protected files',
      'HLS or DASH manifests (.m3u8, .mpd)',
      'Disk images and archives (.iso, .zip)',
    ],
  },
  captions: [
    {name: 'WebVTT', extensions: ['.vtt']},
    {name: 'SubRip (SRT)', extensions: ['.srt']},
    {name: 'DFXP/TTML', extensions: ['.dfxp', '.ttml', '.xml']},
    {name: 'Scenarist (SCC)', extensions: ['.scc']},
  ],
  /**
   * Chapter files that Import chapters on the Chapters tab accepts: a WebVTT file of chapter cues
   * (the format of an HTML <track kind="chapters">), or plain text with one "start title" line per
   * chapter, as video sites commonly list chapters in a description.
   */
  chapterImport: [
    {name: 'WebVTT chapters', extensions: ['.vtt']},
    {name: 'Plain text, one chapter a line, such as 02:30 Setting up', extensions: ['.txt']},
  ],
  /** Generate captions on the Captions tab: speech recognition, on every plan. */
  autoCaptions: {
    /** Spoken languages offered in the Spoken language list, alphabetical. */
    languages: [
      'Arabic',
      'Chinese (Mandarin)',
      'Dutch',
      'English',
      'French',
      'German',
      'Hindi',
      'Italian',
      'Japanese',
      'Korean',
      'Polish',
      'Portuguese',
      'Spanish',
      'Swedish',
      'Turkish',
    ],
    /** A track is ready in about this fraction of the media's duration (a 60-minute video: about 30 minutes). */
    durationFraction: 0.5,
    /** Even short media takes at least this long. */
    minMinutes: 2,
    /** Generated tracks are in the spoken language only: Vidcove does not translate them. */
    translates: false,
    /** Word accuracy to expect, in per cent, for clear speech in one language by one speaker at a time. */
    typicalAccuracy: {min: 90, max: 95},
    /** What lowers accuracy, so readers know what to check first. */
    accuracyLimits: [
      'names, product terms and acronyms',
      'several people speaking at once',
      'music or background noise under the speech',
      'strong accents, or a language other than the one chosen',
      'speech that switches language within the media',
    ],
    /** Vidcove emails the person who selected Generate when the track is ready. */
    notifiesByEmail: true,
  },
  /** Format used when captions are downloaded or delivered to players. */
  captionsDeliveryFormat: 'WebVTT',
  captionsEncoding: 'UTF-8',
  transcripts: [
    {name: 'Plain text', extensions: ['.txt']},
    {name: 'Word document', extensions: ['.docx']},
  ],
  images: {
    /** Thumbnails, channel and site banners, logos. */
    general: ['PNG', 'JPEG', 'WebP'],
    /** Watermarks must be PNG so that transparency is kept. */
    watermark: ['PNG'],
    favicon: ['PNG', 'ICO', 'SVG'],
  },
  delivery: {
    protocols: ['HLS', 'DASH'],
    /** Both protocols share one set of CMAF (fragmented MP4) segments. */
    segmentFormat: 'CMAF',
    segmentDurationSeconds: 6,
    /** Keyframe (GOP) interval of every rendition, in seconds. */
    keyframeIntervalSeconds: 2,
    /** Every account gets H.264; Enterprise adds HEVC and AV1. */
    videoCodecs: {
      h264: {name: 'H.264', profile: 'High', plans: ['starter', 'business', 'enterprise']},
      hevc: {name: 'HEVC', profile: 'Main', plans: ['enterprise']},
      av1: {name: 'AV1', profile: 'Main', plans: ['enterprise']},
    },
    audio: {codec: 'AAC-LC', sampleRateKhz: 48, channels: 'stereo'},
    /** Browsers and devices pick the best codec they support; H.264 is always the fallback. */
    codecSelection: 'The player picks AV1, then HEVC, then H.264, using the first the device can decode.',
  },
  /**
   * Default encoding ladder. Rungs are produced up to the source's resolution (never upscaled) and
   * up to the plan's `maxOutputResolution`. The 720p and 1080p H.264 rates and the HEVC rates match
   * the figures in Apple's HLS authoring specification for 16:9 content; the smaller rungs, the H.264
   * rates above 1080p and all AV1 rates are Vidcove's own choices. Rungs are named by their short side,
   * so a vertical (9:16) source's 1080p rung is 1080 × 1920.
   */
  encodingLadder: [
    {
      name: '240p',
      widthPx: 426,
      heightPx: 240,
      maxFrameRate: 30,
      videoKbps: {h264: 300, hevc: 200, av1: 150},
      videoKbpsHighFrameRate: null,
      audioKbps: 64,
    },
    {
      name: '360p',
      widthPx: 640,
      heightPx: 360,
      maxFrameRate: 30,
      videoKbps: {h264: 800, hevc: 500, av1: 400},
      videoKbpsHighFrameRate: null,
      audioKbps: 96,
    },
    {
      name: '480p',
      widthPx: 854,
      heightPx: 480,
      maxFrameRate: 30,
      videoKbps: {h264: 1400, hevc: 900, av1: 700},
      videoKbpsHighFrameRate: null,
      audioKbps: 128,
    },
    {
      name: '720p',
      widthPx: 1280,
      heightPx: 720,
      maxFrameRate: 60,
      videoKbps: {h264: 3000, hevc: 2400, av1: 1800},
      videoKbpsHighFrameRate: {h264: 4500, hevc: 3400, av1: 2600},
      audioKbps: 128,
    },
    {
      name: '1080p',
      widthPx: 1920,
      heightPx: 1080,
      maxFrameRate: 60,
      videoKbps: {h264: 6000, hevc: 4500, av1: 3500},
      videoKbpsHighFrameRate: {h264: 7800, hevc: 5800, av1: 4500},
      audioKbps: 160,
    },
    {
      name: '1440p',
      widthPx: 2560,
      heightPx: 1440,
      maxFrameRate: 60,
      videoKbps: {h264: 10000, hevc: 8100, av1: 6000},
      videoKbpsHighFrameRate: {h264: 13000, hevc: 10500, av1: 8000},
      audioKbps: 160,
    },
    {
      name: '2160p',
      widthPx: 3840,
      heightPx: 2160,
      maxFrameRate: 60,
      videoKbps: {h264: 16000, hevc: 11600, av1: 9000},
      videoKbpsHighFrameRate: {h264: 24000, hevc: 16800, av1: 13000},
      audioKbps: 160,
    },
  ],
} as const satisfies {
  readonly encodingLadder: readonly LadderRung[];
  readonly [key: string]: unknown;
};

/** Guidance for source files, shared by the encoding best practices, bitrate and frame rate articles. */
export const encodingGuidance = {
  /** Keep the source's frame rate; do not convert. */
  frameRates: [23.976, 24, 25, 29.97, 30, 50, 59.94, 60],
  interlaced: 'De-interlace before upload; Vidcove de-interlaces automatically, but results are better at source.',
  keyframeIntervalSeconds: 2,
  /** Suggested source bitrates for upload (higher than delivery, since Vidcove re-encodes). */
  recommendedSourceMbps: [
    {mode: '720p30', mbps: 10},
    {mode: '1080p30', mbps: 16},
    {mode: '1080p60', mbps: 24},
    {mode: '2160p30', mbps: 45},
    {mode: '2160p60', mbps: 68},
  ],
  /**
   * CRF for a visually lossless source at a sensible size, per encoder. The scales differ: x265's
   * default of 28 looks about like x264's 23 in about half the size (FFmpeg's H.265 encoding guide),
   * so the same look needs a higher number in x265.
   */
  sourceCrf: {x264: 18, x265: 23},
  audio: 'AAC-LC, 48 kHz, stereo, 320 kbps (or uncompressed PCM in MOV or MXF).',
  colour: 'Rec. 709 SDR. HDR sources (HLG, PQ) are converted to SDR for delivery.',
  /** Aspect ratios Vidcove encodes as they are; a responsive embed at the same ratio shows them without letterboxing. */
  commonAspectRatios: ['16:9', '9:16', '4:3', '1:1', '21:9'],
} as const;
