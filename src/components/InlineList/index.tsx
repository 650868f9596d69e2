import {Fragment, type ReactNode} from 'react';
import type {Conjunction} from '@site/src/data/phrases';

export interface InlineListProps {
  /** The items, in order, for example `ui.sites.editor.previewDevices`. */
  readonly items: readonly (string | number)[];
  /** How each item is marked up: `strong` for UI labels (the style guide's bold), `code` for values and names in code. */
  readonly as?: 'strong' | 'code';
  /** The word before the last item. */
  readonly conjunction?: Conjunction;
}

/**
 * A list inside a sentence with each item in bold or in code, joined as the style guide writes
 * lists ("**Desktop**, **Tablet** and **Mobile**"). The markup-returning counterpart of `listAnd`
 * and `listOr` in src/data/phrases.ts; it renders no wrapper element.
 *
 *     Preview on <InlineList items={ui.sites.editor.previewDevices} conjunction="or" />.
 */
export default function InlineList({items, as: Tag = 'strong', conjunction = 'and'}: InlineListProps): ReactNode {
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={`${index}-${item}`}>
          {index === 0 ? '' : index === items.length - 1 ? ` ${conjunction} ` : ', '}
          <Tag>{item}</Tag>
        </Fragment>
      ))}
    </>
  );
}
