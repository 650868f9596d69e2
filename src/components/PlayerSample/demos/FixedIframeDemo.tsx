import {Demo, PlayerFrame, PlayerStatusLine, usePlayerJs, useReferencePlayerUrl} from '..';

/** The basic iframe embed: a fixed 640 × 360 frame. */
export default function FixedIframeDemo() {
  const handle = usePlayerJs();
  const src = useReferencePlayerUrl({});
  return (
    <Demo label="A fixed 640 × 360 iframe of the reference player">
      <PlayerFrame handle={handle} src={src} title="Vidcove test pattern" layout="fixed" width={640} height={360} />
      <PlayerStatusLine status={handle.status} />
    </Demo>
  );
}
