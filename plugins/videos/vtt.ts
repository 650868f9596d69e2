/** The cues of a WebVTT file (captions or chapters), as the walkthrough tests read them back. */
export interface Cue {
  /** Seconds from the start. */
  readonly start: number;
  /** The cue's text on one line, with WebVTT's escapes (&amp; &lt; &gt;) decoded. */
  readonly text: string;
}

/** `hh:mm:ss.ttt` or `mm:ss.ttt` in seconds. */
const seconds = (time: string): number =>
  time
    .trim()
    .split(':')
    .map(Number)
    .reduce((sum, part) => sum * 60 + part, 0);

export function parseVtt(body: string): Cue[] {
  if (!body.startsWith('WEBVTT')) throw new Error('not a WebVTT file (it must start with "WEBVTT")');
  return body
    .split(/\r?\n(?:\r?\n)+/)
    .map((block) => block.split(/\r?\n/))
    .filter((lines) => lines.some((line) => line.includes('-->')))
    .map((lines) => {
      const at = lines.findIndex((line) => line.includes('-->'));
      const text = lines
        .slice(at + 1)
        .join(' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
      return {start: seconds(lines[at]!.split('-->')[0]!), text};
    });
}
