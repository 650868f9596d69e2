// Wrapped to put Copy page and View as Markdown just above the article's title (plugins/page-actions).
import type {MouseEvent, ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useTwinPath} from '@site/plugins/markdown-twins/client';
import {useArticleActions} from '../../../client/useArticle';

const ACTION = 'button button--secondary button--sm margin-left--sm';

/**
 * Starts the clipboard write in the click itself (Safari allows no other), with the twin's text still
 * on its way; the code that fetches it and reports (client/copy.ts) loads now, on first use.
 */
function copy({currentTarget: button}: MouseEvent<HTMLButtonElement>) {
  // The next element is View as Markdown, whose address is the twin's.
  const href = (button.nextElementSibling as HTMLAnchorElement).href;
  const loading = import('../../../client/copy');
  let started: Promise<void> | undefined;
  try {
    const twin = loading.then((m) => m.twinBlob(href));
    started = navigator.clipboard.write([new ClipboardItem({'text/plain': twin})]);
    // copy.ts reports these failures once it has loaded; until then they are not unhandled rejections.
    twin.catch(() => undefined);
    started.catch(() => undefined);
  } catch {
    // No ClipboardItem here: copy.ts writes the text once it has it.
  }
  void loading.then((m) => m.finishCopy(href, button.parentElement!, started));
}

export default function ContentWithPageActions(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata} = useDoc();
  const twin = useTwinPath('docs', metadata.permalink, metadata.unlisted);
  return (
    <>
      {useArticleActions() && twin && (
        <div className="text--right margin-bottom--sm">
          <button type="button" className={ACTION} onClick={copy}>
            Copy page
          </button>
          <a className={ACTION} href={twin}>
            View as Markdown
          </a>
        </div>
      )}
      <Content {...props} />
    </>
  );
}
