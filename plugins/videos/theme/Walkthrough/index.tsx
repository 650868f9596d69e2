/**
 * A walkthrough video inline in its article, where the steps it shows begin. Until the reader presses
 * play it is a poster and a play button: nothing of the video or the player loads. Play (or a chapter in
 * the transcript) puts the reference player in its place, starting at that moment; a link to a chapter's
 * anchor (what a search hit on the chapter opens) starts it there too. Without JavaScript the poster and
 * the chapter times are links that open the player itself.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLocation} from '@docusaurus/router';
import {chapterAnchor, chapterFromHash, clockTime, playerUrl, posterUrl, spokenTime} from '../../media-links';
import type {ArticleWalkthrough} from '../../remark-walkthrough-media';
import styles from './styles.module.css';

interface Playing {
  start: number;
  /** A new press restarts the player even at the same moment. */
  press: number;
  /** Move focus into the player (a press of play or a chapter; not a link that scrolls here). */
  focus: boolean;
}

/** The video's data, which the article got when it was compiled (remark-walkthrough-media.ts). */
function useArticleWalkthrough(id: string, media: string | undefined): ArticleWalkthrough {
  const walkthrough = useMemo(() => (media ? (JSON.parse(media) as ArticleWalkthrough) : undefined), [media]);
  if (walkthrough?.id !== id) {
    throw new Error(
      `<Walkthrough id="${id}">: no data for this video; plugins/videos/remark-walkthrough-media.ts adds it when the article is compiled (a remark plugin of the docs, config/content.ts).`,
    );
  }
  return walkthrough;
}

/** Links to the video and to its chapters (home page, release notes, search) are checked by the build. */
function useCollectAnchors(id: string, chapterCount: number): void {
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor(id);
  for (let index = 0; index < chapterCount; index++) brokenLinks.collectAnchor(chapterAnchor(id, index));
}

/** What is playing, and `play`; focus follows a press into the player, and a chapter link starts it. */
function usePlayer(walkthrough: ArticleWalkthrough) {
  const [playing, setPlaying] = useState<Playing | null>(null);
  const figure = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const {hash} = useLocation();
  const {chapters} = walkthrough;

  const play = useCallback((start: number, focus: boolean) => {
    setPlaying((previous) => ({start, focus, press: (previous?.press ?? 0) + 1}));
  }, []);

  useEffect(() => {
    if (playing?.focus) frame.current?.focus();
  }, [playing]);

  // A link to a chapter (a search hit) opens the article here and starts the video at that chapter.
  useEffect(() => {
    const chapter = chapterFromHash(walkthrough, hash);
    if (chapter === undefined) return;
    play(chapters[chapter]!.start, false);
    requestAnimationFrame(() => figure.current?.scrollIntoView({block: 'start'}));
  }, [hash, walkthrough, chapters, play]);

  return {playing, play, figure, frame};
}

type OnPress = (start: number) => (event: MouseEvent) => void;

export default function Walkthrough({id, media}: {id: string; media?: string}): ReactNode {
  const walkthrough = useArticleWalkthrough(id, media);
  const {title, chapters, duration} = walkthrough;
  useCollectAnchors(id, chapters.length);
  const {playing, play, figure, frame} = usePlayer(walkthrough);
  const onPress: OnPress = (start) => (event) => {
    event.preventDefault();
    play(start, true);
  };

  const captionId = `${id}-caption`;
  return (
    <figure ref={figure} id={id} className={styles.walkthrough} aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <strong>Watch: {title}</strong> ({chapters.length} steps, {spokenTime(duration)}). No sound: each step is on
        screen and in the captions.
      </figcaption>
      <div className={styles.screen}>
        {playing ? (
          <iframe
            ref={frame}
            key={playing.press}
            src={playerUrl(walkthrough, playing.start, true)}
            title={`Video: ${title}`}
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        ) : (
          <Poster walkthrough={walkthrough} onPress={onPress} />
        )}
      </div>
      <Transcript walkthrough={walkthrough} onPress={onPress} />
    </figure>
  );
}

/** Before play: the poster and a play button, a link to the player for readers without JavaScript. */
function Poster({walkthrough, onPress}: {walkthrough: ArticleWalkthrough; onPress: OnPress}): ReactNode {
  const {id, title, duration} = walkthrough;
  return (
    <a href={playerUrl(walkthrough)} onClick={onPress(0)}>
      <img src={posterUrl(id)} alt="" width={854} height={480} loading="lazy" decoding="async" />
      {/* In the middle of the poster: its title is burned in at the top, the first step at the bottom. */}
      <span className={styles.badge}>
        <span className={styles.play} aria-hidden="true" />
        Play video
        <span className="sr-only">
          : {title}, {spokenTime(duration)}
        </span>
        <span aria-hidden="true"> {clockTime(duration, Math.round)}</span>
      </span>
    </a>
  );
}

/** Each chapter's time (a link that plays from there) and text; search indexes each as a moment. */
function Transcript({walkthrough, onPress}: {walkthrough: ArticleWalkthrough; onPress: OnPress}): ReactNode {
  const {id, chapters} = walkthrough;
  return (
    <details>
      <summary>Transcript and chapters</summary>
      <ol>
        {chapters.map((chapter, index) => (
          <li
            key={chapter.start}
            id={chapterAnchor(id, index)}
            data-search-moment={`Video ${clockTime(chapter.start)}: ${chapter.text}`}
          >
            <a
              href={playerUrl(walkthrough, chapter.start)}
              onClick={onPress(chapter.start)}
              aria-label={`Play from ${clockTime(chapter.start)}`}
            >
              {clockTime(chapter.start)}
            </a>{' '}
            {chapter.text}
          </li>
        ))}
      </ol>
    </details>
  );
}
