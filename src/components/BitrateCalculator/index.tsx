import {useId, useState, type ReactNode} from 'react';
import {
  fileSizeBytes,
  formatBytes,
  formatDuration,
  ladder,
  parseDuration,
  parsePositive,
  recommend,
  SIZE_UNITS,
  uploadSeconds,
  type Codec,
  type SizeUnit,
} from './bitrate';
import styles from './styles.module.css';

const CODECS: readonly {value: Codec; label: string}[] = [
  {value: 'h264', label: 'H.264'},
  {value: 'hevc', label: 'HEVC (H.265)'},
  {value: 'av1', label: 'AV1'},
];
const FRAME_RATES = [23.976, 24, 25, 29.97, 30, 50, 59.94, 60];
const number = (value: number) => value.toLocaleString('en-GB', {maximumFractionDigits: 3});

function Field(props: {
  readonly id: string;
  readonly label: string;
  readonly unit: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
}): ReactNode {
  const {id, label, unit, value, onChange, error} = props;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <span className={styles.inputRow}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className={styles.unit}>{unit}</span>
      </span>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

function FileSize(): ReactNode {
  const id = useId();
  const [bitrate, setBitrate] = useState('6160');
  const [duration, setDuration] = useState('10:00');
  const kbps = parsePositive(bitrate);
  const seconds = parseDuration(duration);
  const size = kbps && seconds ? formatBytes(fileSizeBytes(kbps, seconds)) : null;
  return (
    <fieldset className={styles.panel}>
      <legend>File size from bitrate and duration</legend>
      <Field
        id={`${id}-bitrate`}
        label="Total bitrate (video plus audio)"
        unit="kbps (kilobits per second)"
        value={bitrate}
        onChange={setBitrate}
        error={kbps ? null : 'Enter a bitrate greater than 0, in kilobits per second.'}
      />
      <Field
        id={`${id}-duration`}
        label="Duration"
        unit="seconds, m:ss or h:mm:ss"
        value={duration}
        onChange={setDuration}
        error={seconds ? null : 'Enter a duration such as 90, 1:30 or 1:00:00.'}
      />
      <output className={styles.result} htmlFor={`${id}-bitrate ${id}-duration`} aria-live="polite">
        {size ? (
          <>
            File size: <strong>{size.si}</strong> ({size.binary})
          </>
        ) : (
          'Enter a bitrate and a duration to see the file size.'
        )}
      </output>
    </fieldset>
  );
}

function UploadTime(): ReactNode {
  const id = useId();
  const [size, setSize] = useState('2');
  const [unit, setUnit] = useState<SizeUnit>('GB');
  const [bandwidth, setBandwidth] = useState('20');
  const amount = parsePositive(size);
  const mbps = parsePositive(bandwidth);
  const seconds = amount && mbps ? uploadSeconds(amount * SIZE_UNITS[unit], mbps) : null;
  return (
    <fieldset className={styles.panel}>
      <legend>Upload time from file size and bandwidth</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-size`}>File size</label>
        <span className={styles.inputRow}>
          <input
            id={`${id}-size`}
            type="text"
            inputMode="decimal"
            value={size}
            aria-invalid={amount ? undefined : true}
            aria-describedby={amount ? undefined : `${id}-size-error`}
            onChange={(event) => setSize(event.target.value)}
          />
          <label htmlFor={`${id}-unit`} className="sr-only">
            Size unit
          </label>
          <select id={`${id}-unit`} value={unit} onChange={(event) => setUnit(event.target.value as SizeUnit)}>
            <option value="MB">MB (1,000,000 bytes)</option>
            <option value="GB">GB (1,000,000,000 bytes)</option>
            <option value="MiB">MiB (1,048,576 bytes)</option>
            <option value="GiB">GiB (1,073,741,824 bytes)</option>
          </select>
        </span>
        {!amount && (
          <span id={`${id}-size-error`} className={styles.error}>
            Enter a file size greater than 0.
          </span>
        )}
      </div>
      <Field
        id={`${id}-bandwidth`}
        label="Upload bandwidth"
        unit="Mbps (megabits per second)"
        value={bandwidth}
        onChange={setBandwidth}
        error={mbps ? null : 'Enter your upload speed in megabits per second, greater than 0.'}
      />
      <output className={styles.result} aria-live="polite">
        {seconds !== null ? (
          <>
            Upload time: <strong>{formatDuration(seconds)}</strong> at full speed. Allow more for network overhead.
          </>
        ) : (
          'Enter a file size and an upload speed to see the upload time.'
        )}
      </output>
    </fieldset>
  );
}

function Recommended(): ReactNode {
  const id = useId();
  const [rungName, setRungName] = useState('1080p');
  const [frameRate, setFrameRate] = useState('30');
  const [codec, setCodec] = useState<Codec>('h264');
  const result = recommend(rungName, Number(frameRate), codec);
  const codecLabel = CODECS.find((c) => c.value === codec)!.label;
  return (
    <fieldset className={styles.panel}>
      <legend>Recommended bitrate from resolution and frame rate</legend>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-rung`}>Resolution</label>
          <select id={`${id}-rung`} value={rungName} onChange={(event) => setRungName(event.target.value)}>
            {ladder.map((rung) => (
              <option key={rung.name} value={rung.name}>
                {rung.name} ({rung.widthPx} × {rung.heightPx})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-fps`}>Frame rate</label>
          <select id={`${id}-fps`} value={frameRate} onChange={(event) => setFrameRate(event.target.value)}>
            {FRAME_RATES.map((fps) => (
              <option key={fps} value={String(fps)}>
                {number(fps)} fps
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-codec`}>Codec</label>
          <select id={`${id}-codec`} value={codec} onChange={(event) => setCodec(event.target.value as Codec)}>
            {CODECS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <output className={styles.result} aria-live="polite">
        {result && (
          <>
            {codecLabel} video at <strong>{number(result.videoKbps)} kbps</strong> plus AAC audio at{' '}
            <strong>{result.audioKbps} kbps</strong>: {number(result.videoKbps + result.audioKbps)} kbps in total (
            {number((result.videoKbps + result.audioKbps) / 1000)} Mbps).
            {result.deliveredFrameRate !== Number(frameRate) &&
              ` Vidcove delivers ${result.rung.name} at ${number(result.deliveredFrameRate)} fps, half the source rate.`}
          </>
        )}
      </output>
    </fieldset>
  );
}

/** Three calculations readers do before uploading or streaming, with units spelt out. */
export default function BitrateCalculator(): ReactNode {
  return (
    <div className={styles.calculator}>
      <FileSize />
      <UploadTime />
      <Recommended />
    </div>
  );
}
