import {useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject} from 'react';
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

interface Score {
  readonly answered: number;
  readonly correct: number;
}

const NO_SCORE: Score = {answered: 0, correct: 0};

/** Pauses at a check and, if the pause landed after the chapter end, goes back to where the question was due. */
function pauseAt(player: Player, check: KnowledgeCheck): void {
  player.pause();
  // On a slow device or link the pause can land after the chapter end: the viewer must never hear the
  // next chapter before answering.
  player.getCurrentTime((now) => {
    if (now >= check.at) player.setCurrentTime(check.at - CHECK_LEAD_SECONDS);
  });
}

/**
 * The player's events to checks: `onCheck` when playback (not a seek) reaches an unanswered check, a pause
 * again when play is pressed while `openRef` holds a question. The callbacks must keep their identity.
 */
function useCheckGate(
  answered: RefObject<Set<string>>,
  openRef: RefObject<KnowledgeCheck | null>,
  onCheck: (check: KnowledgeCheck) => void,
  setEnded: (ended: boolean) => void,
) {
  const previous = useRef(0);
  const previousAt = useRef(0);
  // When the update before the previous one arrived: a busy page receives updates in bursts, so the time
  // since the previous one alone can be near zero for a normal step of playback, which would read as a seek
  // and skip the check. Measured over two updates, a burst still counts the time the page was busy.
  const earlierAt = useRef(0);
  const playing = useRef(false);
  return useCallback(
    (player: Player) => {
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
          pauseAt(player, check);
          onCheck(check);
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
    },
    [answered, openRef, onCheck, setEnded],
  );
}

/** The open question, the feedback on the last answer and the score, with the player that drives them. */
function useKnowledgeChecks() {
  const [open, setOpen] = useState<KnowledgeCheck | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [score, setScore] = useState<Score>(NO_SCORE);
  const [ended, setEnded] = useState(false);
  const answered = useRef(new Set<string>());
  const openRef = useRef<KnowledgeCheck | null>(null);
  const onCheck = useCallback((check: KnowledgeCheck) => {
    openRef.current = check;
    setOpen(check);
    setFeedback(null);
  }, []);
  const handle = usePlayerJs(useCheckGate(answered, openRef, onCheck, setEnded));
  const {player} = handle;

  const answer = (choice: string) => {
    if (!open || !player) return;
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

  const restart = () => {
    if (!player) return;
    answered.current.clear();
    openRef.current = null;
    setOpen(null);
    setFeedback(null);
    setEnded(false);
    setScore(NO_SCORE);
    player.setCurrentTime(0);
    player.play();
  };

  return {handle, open, feedback, score, ended, answer, restart};
}

function ChapterList({player}: {readonly player: Player | null}) {
  return (
    <ol className={styles.chapterList}>
      {chapters.map((chapter) => (
        <li key={chapter.start}>
          <button
            type="button"
            className="button button--link"
            disabled={player === null}
            onClick={() => player?.setCurrentTime(chapter.start)}
          >
            {chapter.title}
          </button>{' '}
          ({formatTime(chapter.start).replace(/\.0$/, '')}–{formatTime(chapter.end).replace(/\.0$/, '')})
        </li>
      ))}
    </ol>
  );
}

/** The question, focused when it appears; keyed by check, so each question starts with no choice. */
function QuestionForm({
  check,
  formId,
  onAnswer,
}: {
  readonly check: KnowledgeCheck;
  readonly formId: string;
  readonly onAnswer: (choice: string) => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [choiceProblem, setChoiceProblem] = useState(false);
  const questionRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) setChoiceProblem(true);
    else onAnswer(choice);
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset
        ref={questionRef}
        tabIndex={-1}
        className={styles.question}
        aria-describedby={choiceProblem ? `${formId}-problem` : undefined}
      >
        <legend>Knowledge check: {check.question}</legend>
        <ul className={styles.answers}>
          {check.options.map((option) => (
            <li key={option}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={`${formId}-${check.id}`}
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
  );
}

/** The feedback on an answer, focused when it appears. */
function FeedbackLine({feedback}: {readonly feedback: Feedback}) {
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => feedbackRef.current?.focus(), [feedback]);
  return (
    <p ref={feedbackRef} tabIndex={-1} className={styles.feedback} role="status">
      {feedback.text}
    </p>
  );
}

/**
 * Chapters with knowledge checks: `timeupdate` tells the page when playback reaches the end of a
 * chapter; the page pauses the player (going back to the chapter end if the pause landed after it), moves
 * focus to the question and plays on once it is answered.
 * Seeking past a chapter end skips its check; pressing play while a question is open pauses again.
 */
export default function ChapterCheckDemo() {
  // The form's ids come from the demo itself, so that the ids of everything the server renders stay put.
  const formId = useId();
  const {handle, open, feedback, score, ended, answer, restart} = useKnowledgeChecks();
  const {player} = handle;
  const src = useReferencePlayerUrl({captions: 'en', demo: 'chapter-kc'});
  return (
    <Demo label="A video with a question at the end of each chapter">
      <PlayerFrame handle={handle} src={src} title="Vidcove test pattern with chapters" />
      <PlayerStatusLine status={handle.status} />
      <p className={styles.measure}>Chapters:</p>
      <ChapterList player={player} />
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
      {open && <QuestionForm key={open.id} check={open} formId={formId} onAnswer={answer} />}
      {feedback && <FeedbackLine feedback={feedback} />}
      <p className={styles.measure} data-testid="score">
        {ended
          ? `Finished: ${score.correct} of ${checks.length} answers correct.`
          : `Questions answered: ${score.answered} of ${checks.length}.`}
      </p>
    </Demo>
  );
}
