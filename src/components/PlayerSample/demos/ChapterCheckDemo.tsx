import {useCallback, useEffect, useId, useRef, useState, type FormEvent} from 'react';
import type {Player} from 'player.js';
import {Controls, Demo, PlayerFrame, PlayerStatusLine, usePlayerJs, useReferencePlayerUrl} from '..';
import {chapters} from '../reference-player';
import {CHECK_LEAD_SECONDS, dueCheck, formatTime, type CheckPoint} from '../params';
import styles from './demos.module.css';

interface KnowledgeCheck extends CheckPoint {
  readonly question: string;
  readonly options: readonly string[];
  readonly answer: string;
  readonly explanation: string;
}

/** One check at the end of each chapter that has another after it. */
const checks: readonly KnowledgeCheck[] = [
  {
    id: 'low-tone',
    at: chapters[0].end,
    question: 'Which tone did the first chapter play?',
    options: ['220 Hz', '440 Hz', '880 Hz'],
    answer: '440 Hz',
    explanation: 'The first chapter plays a steady 440 Hz tone, the A above middle C.',
  },
  {
    id: 'middle-tone',
    at: chapters[1].end,
    question: 'What happened to the tone in the second chapter?',
    options: ['It rose to 660 Hz', 'It fell to 220 Hz', 'It stopped'],
    answer: 'It rose to 660 Hz',
    explanation: 'The second chapter raises the tone to 660 Hz; the third raises it again to 880 Hz.',
  },
];

interface Feedback {
  readonly correct: boolean;
  readonly text: string;
}

/**
 * Chapters with knowledge checks: `timeupdate` tells the page when playback reaches the end of a
 * chapter; the page pauses the player (going back to the chapter end if the pause landed after it), moves
 * focus to the question and plays on once it is answered.
 * Seeking past a chapter end skips its check; pressing play while a question is open pauses again.
 */
export default function ChapterCheckDemo() {
  const formId = useId();
  const [open, setOpen] = useState<KnowledgeCheck | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [choiceProblem, setChoiceProblem] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [score, setScore] = useState({answered: 0, correct: 0});
  const [ended, setEnded] = useState(false);
  const answered = useRef(new Set<string>());
  const openRef = useRef<KnowledgeCheck | null>(null);
  const previous = useRef(0);
  const previousAt = useRef(0);
  // When the update before the previous one arrived: a busy page receives updates in bursts, so the time
  // since the previous one alone can be near zero for a normal step of playback, which then read as a seek
  // and skipped the check. Measured over two updates, a burst still counts the time the page was busy.
  const earlierAt = useRef(0);
  const playing = useRef(false);
  const questionRef = useRef<HTMLFieldSetElement>(null);
  const feedbackRef = useRef<HTMLParagraphElement>(null);

  const onReady = useCallback((player: Player) => {
    player.on('timeupdate', (value) => {
      const {seconds} = value as {seconds: number};
      const elapsed = (performance.now() - earlierAt.current) / 1000;
      // Only playback reaches a check: a timeupdate while paused comes from a seek.
      const check =
        openRef.current || !playing.current
          ? undefined
          : dueCheck(checks, answered.current, previous.current, seconds, elapsed);
      previous.current = seconds;
      earlierAt.current = previousAt.current;
      previousAt.current = performance.now();
      if (check) {
        player.pause();
        // On a slow device or link the pause can land after the chapter end: go back to where the question
        // was due, so the viewer never hears the next chapter before answering.
        player.getCurrentTime((now) => {
          if (now >= check.at) player.setCurrentTime(check.at - CHECK_LEAD_SECONDS);
        });
        openRef.current = check;
        setOpen(check);
        setChoice(null);
        setChoiceProblem(false);
        setFeedback(null);
      }
    });
    player.on('seeked', (value) => {
      previous.current = (value as {seconds: number}).seconds;
      previousAt.current = earlierAt.current = performance.now();
    });
    player.on('play', () => {
      playing.current = true;
      previousAt.current = earlierAt.current = performance.now();
      setEnded(false);
      // The question gates the next chapter: playing on without answering pauses again.
      if (openRef.current) player.pause();
    });
    player.on('pause', () => {
      playing.current = false;
    });
    player.on('ended', () => {
      playing.current = false;
      setEnded(true);
    });
  }, []);
  const handle = usePlayerJs(onReady);
  const {player} = handle;
  const src = useReferencePlayerUrl({captions: 'en', demo: 'chapter-kc'});

  // Focus moves to the question when it appears, and to the feedback once it is answered.
  useEffect(() => {
    if (open) questionRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!open || !player) return;
    if (choice === null) {
      setChoiceProblem(true);
      return;
    }
    const correct = choice === open.answer;
    answered.current.add(open.id);
    openRef.current = null;
    setScore((current) => ({answered: current.answered + 1, correct: current.correct + (correct ? 1 : 0)}));
    setFeedback({
      correct,
      text: `${correct ? 'Correct.' : `Not quite: the answer is ${open.answer}.`} ${open.explanation} Playback continues.`,
    });
    setOpen(null);
    player.play();
  };

  const goTo = (seconds: number) => {
    if (!player) return;
    player.setCurrentTime(seconds);
  };

  const restart = () => {
    if (!player) return;
    answered.current.clear();
    openRef.current = null;
    setOpen(null);
    setFeedback(null);
    setEnded(false);
    setScore({answered: 0, correct: 0});
    player.setCurrentTime(0);
    player.play();
  };

  return (
    <Demo label="A video with a question at the end of each chapter">
      <PlayerFrame handle={handle} src={src} title="Vidcove test pattern with chapters" />
      <PlayerStatusLine status={handle.status} />
      <p className={styles.measure}>Chapters:</p>
      <ol className={styles.chapterList}>
        {chapters.map((chapter) => (
          <li key={chapter.start}>
            <button
              type="button"
              className="button button--link"
              disabled={player === null}
              onClick={() => goTo(chapter.start)}
            >
              {chapter.title}
            </button>{' '}
            ({formatTime(chapter.start).replace(/\.0$/, '')}–{formatTime(chapter.end).replace(/\.0$/, '')})
          </li>
        ))}
      </ol>
      <Controls label="Knowledge check controls">
        <button
          type="button"
          className="button button--primary"
          disabled={player === null}
          onClick={() => player?.play()}
        >
          Play
        </button>
        <button type="button" className="button button--secondary" disabled={player === null} onClick={restart}>
          Start again
        </button>
      </Controls>

      {open && (
        <form onSubmit={submit} noValidate>
          <fieldset
            ref={questionRef}
            tabIndex={-1}
            className={styles.question}
            aria-describedby={choiceProblem ? `${formId}-problem` : undefined}
          >
            <legend>Knowledge check: {open.question}</legend>
            <ul className={styles.answers}>
              {open.options.map((option) => (
                <li key={option}>
                  <label className={styles.choice}>
                    <input
                      type="radio"
                      name={`${formId}-${open.id}`}
                      value={option}
                      checked={choice === option}
                      onChange={() => {
                        setChoice(option);
                        setChoiceProblem(false);
                      }}
                    />{' '}
                    {option}
                  </label>
                </li>
              ))}
            </ul>
            {choiceProblem && (
              <p className={styles.error} id={`${formId}-problem`} role="alert">
                Choose an answer, then select Submit answer.
              </p>
            )}
            <button type="submit" className="button button--primary">
              Submit answer
            </button>
          </fieldset>
        </form>
      )}

      {feedback && (
        <p ref={feedbackRef} tabIndex={-1} className={styles.feedback} role="status">
          {feedback.text}
        </p>
      )}
      <p className={styles.measure} data-testid="score">
        {ended
          ? `Finished: ${score.correct} of ${checks.length} answers correct.`
          : `Questions answered: ${score.answered} of ${checks.length}.`}
      </p>
    </Demo>
  );
}
