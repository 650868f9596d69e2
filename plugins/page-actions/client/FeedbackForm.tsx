/**
 * The optional reason and comment after "Was this page helpful?" (client/Feedback.tsx), and Send. Its code
 * loads when the reader nears the question or answers it. Styled with Infima's classes and inline styles,
 * so that none of it weighs on the site-wide stylesheet.
 */
import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {FEEDBACK_REASONS, MAX_COMMENT_LENGTH, type FeedbackAnswer, type FeedbackReason} from '../feedback-contract';
import {sendFeedback} from './send';
import {useArticleActions} from './useArticle';

type Status =
  {readonly kind: 'idle' | 'sending'} | {readonly kind: 'failed'; readonly message: string; readonly retry: boolean};

const block = {display: 'block', marginBottom: '0.25rem', fontWeight: 'var(--ifm-font-weight-semibold)'} as const;
const small = {fontSize: '0.875rem'} as const;

/** The optional reason and comment after Yes or No, and Send, which posts the answer. */
export default function FeedbackForm({
  answer,
  onSent,
}: {
  readonly answer: FeedbackAnswer;
  readonly onSent: () => void;
}): ReactNode {
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [comment, setComment] = useState('');
  const {status, submit} = useSubmit({answer, reason, comment}, onSent);
  const id = useId();

  return (
    <form onSubmit={submit} aria-label="Tell us more" style={{maxWidth: '36rem', marginTop: '1rem'}}>
      <ReasonChoice id={id} answer={answer} reason={reason} onChange={setReason} />
      <CommentField id={id} comment={comment} onChange={setComment} />
      {status.kind === 'failed' && (
        <p
          role="alert"
          style={{color: 'var(--ifm-color-danger-contrast-foreground)', fontWeight: 'var(--ifm-font-weight-semibold)'}}
        >
          {status.message}
        </p>
      )}
      <button type="submit" className="button button--primary button--sm">
        {status.kind === 'sending' ? 'Sending…' : status.kind === 'failed' && status.retry ? 'Try again' : 'Send'}
      </button>
    </form>
  );
}

interface Choices {
  readonly answer: FeedbackAnswer;
  readonly reason: FeedbackReason | null;
  readonly comment: string;
}

/** Send: posts the reader's choices, one request at a time; a failure shows its message and keeps the choices. */
function useSubmit({answer, reason, comment}: Choices, onSent: () => void) {
  const {feedbackEndpoint, siteVersion} = useArticleActions()!;
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({kind: 'sending'});
    const {origin, pathname} = window.location;
    void sendFeedback(feedbackEndpoint, {
      url: `${origin}${pathname}`,
      answer,
      reason,
      comment: comment.trim(),
      siteVersion,
      time: new Date().toISOString(),
    }).then((result) =>
      result.ok ? onSent() : setStatus({kind: 'failed', message: result.message, retry: result.retry}),
    );
  };
  return {status, submit};
}

function ReasonChoice({
  id,
  answer,
  reason,
  onChange,
}: {
  readonly id: string;
  readonly answer: FeedbackAnswer;
  readonly reason: FeedbackReason | null;
  readonly onChange: (reason: FeedbackReason) => void;
}): ReactNode {
  const reasons = Object.entries(FEEDBACK_REASONS[answer]) as [FeedbackReason, string][];
  return (
    <fieldset style={{border: 0, padding: 0, margin: '0 0 1rem'}}>
      <legend style={block}>{answer === 'yes' ? 'What did you like?' : 'What went wrong?'} (optional)</legend>
      {reasons.map(([value, label]) => (
        <label key={value} style={{display: 'flex', gap: '0.5rem', alignItems: 'center', padding: '0.125rem 0'}}>
          <input
            type="radio"
            name={`${id}-reason`}
            value={value}
            checked={reason === value}
            onChange={() => onChange(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The comment box and its count of characters, which a screen reader hears with the box. */
function CommentField({
  id,
  comment,
  onChange,
}: {
  readonly id: string;
  readonly comment: string;
  readonly onChange: (comment: string) => void;
}): ReactNode {
  return (
    <>
      <label htmlFor={`${id}-comment`} style={block}>
        Anything else? (optional)
      </label>
      <textarea
        id={`${id}-comment`}
        rows={3}
        maxLength={MAX_COMMENT_LENGTH}
        value={comment}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count`}
        style={{
          display: 'block',
          width: '100%',
          padding: '0.5rem',
          font: 'inherit',
          border: '1px solid var(--ifm-color-emphasis-600)',
          borderRadius: 'var(--ifm-global-radius)',
        }}
      />
      <p id={`${id}-count`} style={{...small, margin: '0.25rem 0 0.75rem'}}>
        {comment.length.toLocaleString('en-GB')} of {MAX_COMMENT_LENGTH.toLocaleString('en-GB')} characters. Please
        leave out personal details.
      </p>
    </>
  );
}
