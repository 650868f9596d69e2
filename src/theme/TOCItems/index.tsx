// Ejected (a wrapper cannot replace the hook inside): the stock TOCItems reads the navbar's height unconditionally and crashes pages without a navbar, such as the embeddable release notes; this one uses ./useTOCHighlight.
import {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useFilteredAndTreeifiedTOC} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TOCItems';
import TOCItemTree from '@theme/TOCItems/Tree';
import {useTOCHighlight} from './useTOCHighlight';

export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName = undefined,
  minHeadingLevel: minHeadingLevelOption,
  maxHeadingLevel: maxHeadingLevelOption,
  ...props
}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  const minHeadingLevel = minHeadingLevelOption ?? themeConfig.tableOfContents.minHeadingLevel;
  const maxHeadingLevel = maxHeadingLevelOption ?? themeConfig.tableOfContents.maxHeadingLevel;
  const tocTree = useFilteredAndTreeifiedTOC({toc, minHeadingLevel, maxHeadingLevel});
  const highlight = useMemo(
    () =>
      linkClassName && linkActiveClassName
        ? {linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel}
        : undefined,
    [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel],
  );
  useTOCHighlight(highlight);
  return <TOCItemTree toc={tocTree} className={className} linkClassName={linkClassName} {...props} />;
}
