import {useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CopyButton from '@site/src/components/CopyButton';
import {identifiers} from '@site/src/data/facts';
import {
  ASPECT_RATIOS,
  buildEmbed,
  DEFAULT_FIELDS,
  type AspectRatio,
  type EmbedFields,
  type FieldErrors,
} from './embedCode';
import styles from './styles.module.css';

type TextField = keyof Pick<EmbedFields, 'mediaId' | 'width' | 'height' | 'start' | 'captions' | 'player'>;

/**
 * The embed-code builder: fills in a Vidcove embed from the same options as the Embed & share tab,
 * and shows a copyable fixed or responsive iframe. Invalid fields get an inline message and no code.
 *
 * `id` is the heading's id, which readers and search link to (`#embed-code-builder`), and the prefix
 * of its fields' ids: stable and readable, never a React `useId` value. Give a second builder on the
 * same page its own.
 */
export default function EmbedCodeBuilder({id = 'embed-code-builder'}: {readonly id?: string}): ReactNode {
  const [fields, setFields] = useState<EmbedFields>(DEFAULT_FIELDS);
  const [touched, setTouched] = useState<Partial<Record<TextField, boolean>>>({});
  const result = buildEmbed(fields);
  const errors: FieldErrors = result.ok ? {} : result.errors;
  const shown = (name: TextField) => (touched[name] || fields[name] !== '' ? errors[name] : undefined);

  const set = <K extends keyof EmbedFields>(name: K, value: EmbedFields[K]) =>
    setFields((f) => ({...f, [name]: value}));

  const text = (name: TextField, label: string, hint: string, props: {inputMode?: 'numeric'; size?: number} = {}) => {
    const error = shown(name);
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="text"
          value={fields[name]}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ''}`}
          onChange={(event) => set(name, event.target.value)}
          onBlur={() => setTouched((t) => ({...t, [name]: true}))}
          {...props}
        />
        <span id={`${id}-${name}-hint`} className={styles.hint}>
          {hint}
        </span>
        {error && (
          <span id={`${id}-${name}-error`} className={styles.error}>
            {error}
          </span>
        )}
      </div>
    );
  };

  const check = (name: 'autoplay' | 'muted' | 'loop', label: string) => (
    <label className={styles.check}>
      <input type="checkbox" checked={fields[name]} onChange={(event) => set(name, event.target.checked)} /> {label}
    </label>
  );

  return (
    <section className={styles.builder} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        Embed code builder
      </h3>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        {text('mediaId', 'Media ID', `${identifiers.mediaId.whereToFind}. For example ${identifiers.mediaId.example}.`)}
        <fieldset className={styles.fieldset}>
          <legend>Size</legend>
          <label className={styles.check}>
            <input
              type="radio"
              name={`${id}-sizing`}
              checked={fields.sizing === 'responsive'}
              onChange={() => set('sizing', 'responsive')}
            />{' '}
            Responsive (fills the width of the page)
          </label>
          <label className={styles.check}>
            <input
              type="radio"
              name={`${id}-sizing`}
              checked={fields.sizing === 'fixed'}
              onChange={() => set('sizing', 'fixed')}
            />{' '}
            Fixed size in pixels
          </label>
          {fields.sizing === 'responsive' ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-ratio`}>Aspect ratio</label>
              <select
                id={`${id}-ratio`}
                value={fields.ratio}
                onChange={(event) => set('ratio', event.target.value as AspectRatio)}
              >
                {ASPECT_RATIOS.map((ratio) => (
                  <option key={ratio} value={ratio}>
                    {ratio}
                    {ratio === '9:16' ? ' (vertical)' : ratio === '16:9' ? ' (widescreen)' : ''}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <div className={styles.row}>
              {text('width', 'Width', 'From 200 to 3840 pixels.', {inputMode: 'numeric', size: 6})}
              {text('height', 'Height', 'From 200 to 3840 pixels.', {inputMode: 'numeric', size: 6})}
            </div>
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Playback</legend>
          {text(
            'start',
            'Start at',
            'Seconds (90), minutes and seconds (1:30) or 1m30s. Empty starts at the beginning.',
          )}
          <div className={styles.checks}>
            {check('autoplay', 'Autoplay')}
            {check('muted', 'Muted')}
            {check('loop', 'Loop')}
          </div>
          {text(
            'captions',
            'Captions',
            'Language code of the captions to show on load, such as en. Empty leaves them off.',
          )}
          {text(
            'player',
            'Player',
            `Player ID, for example ${identifiers.playerId.example}. Empty uses your default player.`,
          )}
        </fieldset>
      </form>
      <div className={styles.output} aria-live="polite">
        {result.ok ? (
          <>
            {result.notes.map((note) => (
              <p key={note} className={styles.note}>
                {note}
              </p>
            ))}
            <h4 className={styles.outputTitle}>Iframe</h4>
            <CodeBlock language="html">{result.iframe}</CodeBlock>
            <CopyButton text={result.iframe} label="Copy iframe code" />
            <h4 className={styles.outputTitle}>Responsive code for editors that remove the aspect-ratio style</h4>
            <CodeBlock language="html">{result.responsive}</CodeBlock>
            <CopyButton text={result.responsive} label="Copy responsive code" />
          </>
        ) : (
          <p className={styles.placeholder}>Your embed code appears here when every field is valid.</p>
        )}
      </div>
    </section>
  );
}
