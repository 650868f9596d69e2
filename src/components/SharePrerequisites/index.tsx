import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ui} from '@site/src/data/facts';
import {label} from '@site/src/data/label';
import {rolesForOwnMedia, rolesWith} from '@site/src/data/phrases';

const visibility = ui.media.security.visibility;

export interface SharePrerequisitesProps {
  /** What the page hands out: embed code (the default) or a link to the watch page. */
  readonly what?: 'embed' | 'link';
  /** Whether to say who can copy it; off where the page's badge names other roles (simple links). */
  readonly who?: boolean;
}

/**
 * The conditions every embed and share page starts with, rendered from the facts sheet: new
 * uploads are Private, so a fresh embed or link plays only for signed-in users until the media
 * is made Public. Put it under the page's "Before you start" heading.
 *
 *     <SharePrerequisites what="link" />
 */
export default function SharePrerequisites({what = 'embed', who = true}: SharePrerequisitesProps): ReactNode {
  const thing = what === 'embed' ? 'embed code' : 'link';
  return (
    <ul>
      <li>
        The media&apos;s status is <strong>{label(ui.media.statuses, 'Ready')}</strong>.
      </li>
      <li>
        The media is <strong>{label(visibility.options, 'Public')}</strong>, or every viewer can sign in to your Vidcove
        account. New uploads are <strong>{visibility.defaultForNewUploads}</strong>: {visibility.meaning.Private} Anyone
        else sees &quot;{visibility.privateMessage.title}&quot; instead of the video (see{' '}
        <Link to="/managing-media/securing-your-media#this-video-is-private">the fix for that message</Link>). To make
        it Public, select the title of the media, then the <strong>{ui.media.detailTabs.security}</strong> tab, set{' '}
        <strong>{visibility.label}</strong> to <strong>{label(visibility.options, 'Public')}</strong> and select{' '}
        <strong>{ui.common.save}</strong>. {visibility.meaning.Public}
      </li>
      {who ? (
        <li>
          You can copy the {thing}: {rolesWith('editAnyMedia')} can for any media, and {rolesForOwnMedia()} for media
          they uploaded.
        </li>
      ) : null}
      <li>
        A restriction profile on the media still applies; see{' '}
        <Link to="/managing-media/securing-your-media">Securing your media</Link>.
      </li>
    </ul>
  );
}
