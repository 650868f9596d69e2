/** A page's heading tree as the extractors build it: heading 0 is the title, every other points to its parent. */
import type {CompactHeading} from './records';

export function createHeadingOutline(title: string) {
  const headings: CompactHeading[] = [[1, title, '', -1]];
  // The index of the most recent heading at each level (1–6), -1 when none is open at that level.
  const lastAtLevel = [-1, 0, -1, -1, -1, -1, -1];
  const parentOf = (level: number) => {
    for (let l = level - 1; l >= 1; l -= 1) if (lastAtLevel[l]! >= 0) return lastAtLevel[l]!;
    return -1;
  };
  return {
    headings,
    /** The deepest heading open: the one the text that follows belongs to. */
    current: (): number => Math.max(...lastAtLevel),
    /** A heading from level 2 to 6; it closes the open headings at its level and deeper. */
    add(level: number, text: string, anchor: string): void {
      headings.push([level, text, anchor, parentOf(level)]);
      lastAtLevel[level] = headings.length - 1;
      for (let l = level + 1; l <= 6; l += 1) lastAtLevel[l] = -1;
    },
    /** A heading under the current one that opens no section: the text after it stays the section's. */
    addMoment(text: string, anchor: string): void {
      const parent = Math.max(...lastAtLevel);
      headings.push([Math.min(6, headings[parent]![0] + 1), text, anchor, parent]);
    },
  };
}
