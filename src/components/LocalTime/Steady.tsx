import type {ReactNode} from 'react';
import styles from './steady.module.css';

/**
 * The widest local form `LocalTime` is given room for: a long month, a 12-hour clock and a zone
 * written as an offset (en-US in India). Other locales' long forms are shorter or about as long.
 */
export const WIDEST_LOCAL_TIME = 'September 28, 2025 at 10:15 AM GMT+05:30';

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
