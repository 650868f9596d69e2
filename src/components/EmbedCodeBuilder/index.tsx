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
  type EmbedResult,
  type FieldErrors,
} from './embedCode';
import styles from './styles.module.css';

type TextField = keyof Pick<EmbedFields, 'mediaId' | 'width' | 'height' | 'start' | 'captions' | 'player'>;
type CheckField = 'autoplay' | 'muted' | 'loop';
type SetField = <K extends keyof EmbedFields>(name: K, value: EmbedFields[K]) => void;

/** What a text field needs from the builder's state: its value, its message once shown, and its handlers. */
interface TextFieldState {
  readonly id: string;
  readonly name: TextField;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** A labelled text input with its hint and, when invalid, its message; `${id}-${name}` names all three. */
function TextInput({
  field,
  label,
  hint,
  inputProps = {},
}: {
  readonly field: TextFieldState;
  readonly label: string;
  readonly hint: string;
  readonly inputProps?: {inputMode?: 'numeric'; size?: number};
}) {
  const {id, name, error} = field;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="text"
        value={field.value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ''}`}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        {...inputProps}
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
}

function Check({
  name,
  label,
  fields,
  set,
}: {
  readonly name: CheckField;
  readonly label: string;
  readonly fields: EmbedFields;
  readonly set: SetField;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={fields[name]} onChange={(event) => set(name, event.target.checked)} /> {label}
    </label>
  );
}

interface FieldsetProps {
  readonly id: string;
  readonly fields: EmbedFields;
  readonly set: SetField;
  readonly textField: (name: TextField) => TextFieldState;
}

function SizingChoice({
  id,
  fields,
  set,
  sizing,
  label,
}: Omit<FieldsetProps, 'textField'> & {
  readonly sizing: EmbedFields['sizing'];
  readonly label: string;
}) {
  return (
    <label className={styles.check}>
      <input
        type="radio"
        name={`${id}-sizing`}
        checked={fields.sizing === sizing}
        onChange={() => set('sizing', sizing)}
      />{' '}
      {label}
    </label>
  );
}

/** Responsive with an aspect ratio, or a fixed width and height. */
function SizeFieldset({id, fields, set, textField}: FieldsetProps) {
  const pixels = {inputMode: 'numeric', size: 6} as const;
  return (
    <fieldset className={styles.fieldset}>
      <legend>Size</legend>
      <SizingChoice
        id={id}
        fields={fields}
        set={set}
        sizing="responsive"
        label="Responsive (fills the width of the page)"
      />
      <SizingChoice id={id} fields={fields} set={set} sizing="fixed" label="Fixed size in pixels" />
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
          <TextInput field={textField('width')} label="Width" hint="From 200 to 3840 pixels." inputProps={pixels} />
          <TextInput field={textField('height')} label="Height" hint="From 200 to 3840 pixels." inputProps={pixels} />
        </div>
      )}
    </fieldset>
  );
}

function PlaybackFieldset({fields, set, textField}: FieldsetProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>Playback</legend>
      <TextInput
        field={textField('start')}
        label="Start at"
        hint="Seconds (90), minutes and seconds (1:30) or 1m30s. Empty starts at the beginning."
      />
      <div className={styles.checks}>
        <Check name="autoplay" label="Autoplay" fields={fields} set={set} />
        <Check name="muted" label="Muted" fields={fields} set={set} />
        <Check name="loop" label="Loop" fields={fields} set={set} />
      </div>
      <TextInput
        field={textField('captions')}
        label="Captions"
        hint="Language code of the captions to show on load, such as en. Empty leaves them off."
      />
      <TextInput
        field={textField('player')}
        label="Player"
        hint={`Player ID, for example ${identifiers.playerId.example}. Empty uses your default player.`}
      />
    </fieldset>
  );
}

/** The code to copy once every field is valid; a placeholder until then. */
function EmbedOutput({result}: {readonly result: EmbedResult}) {
  return (
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
  );
}

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
  const set: SetField = (name, value) => setFields((f) => ({...f, [name]: value}));
  // A field's message shows once it has been left or holds something.
  const textField = (name: TextField): TextFieldState => ({
    id,
    name,
    value: fields[name],
    error: touched[name] || fields[name] !== '' ? errors[name] : undefined,
    onChange: (value) => set(name, value),
    onBlur: () => setTouched((t) => ({...t, [name]: true})),
  });
  const fieldsets = {id, fields, set, textField};
  return (
    <section className={styles.builder} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        Embed code builder
      </h3>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        <TextInput
          field={textField('mediaId')}
          label="Media ID"
          hint={`${identifiers.mediaId.whereToFind}. For example ${identifiers.mediaId.example}.`}
        />
        <SizeFieldset {...fieldsets} />
        <PlaybackFieldset {...fieldsets} />
      </form>
      <EmbedOutput result={result} />
    </section>
  );
}
