/**
 * `label(list, 'Text')`: a UI label out of a list in the facts sheet, checked. Also exported by
 * src/data/phrases.ts. It lives in its own module, with no imports, so that a page that needs only
 * labels does not download what the other phrases need (the role matrix, the plans, the ladder):
 * `import {label} from '@site/src/data/label';`.
 */

/**
 * A UI label out of a list of labels in the facts sheet, checked: `label(ui.media.statuses, 'Ready')`
 * returns "Ready", and throws (failing the build) when the list has no such label. Use it where
 * the sheet keeps labels in a list; where it names them by key, render the key
 * (`{ui.common.save}`).
 */
export function label<const T extends string>(list: readonly T[], text: NoInfer<T>): T {
  if (!list.includes(text)) {
    throw new Error(`label: "${text}" is not in the facts sheet's list (${list.join(', ')}); add it there first`);
  }
  return text;
}
