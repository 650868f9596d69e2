import type {ReactNode} from 'react';
import styles from './steady.module.css';

/**
 * The widest form `LocalTime` is given room for: the longest month and a zone written as an offset
 * (a reader in India).
 */
export const WIDEST_LOCAL_TIME = '28 September 2025, 10:15 GMT+5:30';

interface Props {
  /** The longest wording the text can take once the reader's locale and clock are known. */
  readonly room: string;
  readonly as?: 'p' | 'span';
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * Text that is final only after hydration (a time in the reader's locale, "3 days ago"), kept in the
 * room of its longest wording so that what follows it does not move when it changes. The room is an
 * invisible generated box under the text: not read out, not selectable, not part of the page's text.
 */
export default function Steady({room, as: Tag = 'p', className, children}: Props): ReactNode {
  return (
    <Tag className={className ? `${styles.steady} ${className}` : styles.steady} data-room={room}>
      <span>{children}</span>
    </Tag>
  );
}
