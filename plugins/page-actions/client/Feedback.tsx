/**
 * "Was this page helpful?": the question and Yes and No are in the page's HTML; the form that follows an
 * answer (FeedbackForm.tsx) loads when the reader nears the question, focuses or points at an answer.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import type {FeedbackAnswer} from '../feedback-contract';

type FormModule = typeof import('./FeedbackForm');
let loadedForm: FormModule | undefined;
const loadForm = () => import('./FeedbackForm').then((module) => (loadedForm = module));
const LazyForm = lazy(loadForm);

/** Starts loading the form's code once `ref`'s element is within a screen of the viewport. */
function useLoadFormWhenNear(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (loadedForm || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && void loadForm(),
      {rootMargin: '400px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

/** A stable anchor (readers and search link to heading ids; a useId value changes with the tree). */
const HEADING_ID = 'was-this-page-helpful';

export default function Feedback(): ReactNode {
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const [sent, setSent] = useState(false);
  const section = useRef<HTMLElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  useLoadFormWhenNear(section);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const Form = loadedForm?.default ?? LazyForm;
  const choice = (value: FeedbackAnswer, label: string) => (
    <button
      type="button"
      className={`button button--sm ${answer === value ? 'button--primary' : 'button--secondary'}`}
      aria-pressed={answer === value}
      style={{marginRight: '0.5rem'}}
      onClick={() => setAnswer(value)}
      onFocus={() => void loadForm()}
      onPointerEnter={() => void loadForm()}
    >
      {label}
    </button>
  );
  return (
    <section
      ref={section}
      aria-labelledby={HEADING_ID}
      style={{marginTop: '2rem', paddingTop: '1rem', borderTop: '1px solid var(--ifm-toc-border-color)'}}
    >
      <h2 id={HEADING_ID} style={{fontSize: '1rem'}}>
        Was this page helpful?
      </h2>
      {sent ? (
        <p ref={thanks} tabIndex={-1} role="status">
          Thank you for your feedback.
        </p>
      ) : (
        <>
          {choice('yes', 'Yes')}
          {choice('no', 'No')}
          {answer && (
            <Suspense fallback={null}>
              <Form key={answer} answer={answer} onSent={() => setSent(true)} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
