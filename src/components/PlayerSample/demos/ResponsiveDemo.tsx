import {useEffect, useId, useRef, useState} from 'react';
import {Demo, PlayerFrame, PlayerStatusLine, usePlayerJs, useReferencePlayerUrl} from '..';
import styles from './demos.module.css';

const WIDTHS = [100, 75, 50, 30] as const;

/**
 * A responsive 16:9 embed, by the `aspect-ratio` property or by the padding wrapper. The reader can
 * narrow the column it sits in and watch the measured size keep its ratio.
 */
export default function ResponsiveDemo({technique}: {readonly technique: 'aspect-ratio' | 'padding'}) {
  const handle = usePlayerJs();
  const src = useReferencePlayerUrl({demo: technique});
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(100);
  const [size, setSize] = useState<{width: number; height: number} | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const groupId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const {width: w, height: h} = entry.contentRect;
      setSize({width: Math.round(w), height: Math.round(h)});
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Demo label={technique === 'aspect-ratio' ? 'The aspect-ratio embed' : 'The padding-wrapper embed'}>
      <fieldset className={styles.inlineFieldset}>
        <legend id={groupId}>Width of the column the embed sits in</legend>
        {WIDTHS.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={`${groupId}-width`}
              value={value}
              checked={width === value}
              onChange={() => setWidth(value)}
            />{' '}
            {value}%
          </label>
        ))}
      </fieldset>
      <div style={{width: `${width}%`}}>
        <div ref={box} data-testid="embed-box">
          <PlayerFrame handle={handle} src={src} title="Vidcove test pattern" layout={technique} />
        </div>
      </div>
      <p className={styles.measure}>
        {size && size.height > 0
          ? `Measured: ${size.width} × ${size.height} px, a ratio of ${(size.width / size.height).toFixed(2)} (16:9 is 1.78).`
          : 'Measuring…'}
      </p>
      <PlayerStatusLine status={handle.status} />
    </Demo>
  );
}
