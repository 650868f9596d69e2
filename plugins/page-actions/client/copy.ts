/**
 * Copy page, once clicked (loaded then): fetches the twin, completes the clipboard write the click
 * started, and says in a status line under the buttons whether it worked. The line is added on first
 * use, empty, and filled a moment later, so that screen readers announce it (a live region must exist
 * before its text changes); the page's HTML carries none of it.
 */

/** The twin's text, as the clipboard item the click created is waiting for. */
export async function twinBlob(href: string): Promise<Blob> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`the Markdown could not be loaded (HTTP ${response.status})`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/**
 * Waits for the write the click started (`started`: a ClipboardItem with the text still on its way,
 * which Safari needs to be created in the click itself); where that form is not supported, writes
 * the text itself. Then reports in `status`.
 */
export async function finishCopy(href: string, actions: Element, started: Promise<void> | undefined): Promise<void> {
  let status = actions.querySelector('[role="status"]');
  if (!status) {
    status = document.createElement('p');
    status.setAttribute('role', 'status');
    actions.append(status);
  }
  let message = 'Page copied as Markdown.';
  try {
    try {
      if (!started) throw new TypeError('no ClipboardItem');
      await started;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') throw error;
      if (!navigator.clipboard) throw new Error('this browser does not let pages use the clipboard here');
      const text = await (await twinBlob(href)).text();
      await navigator.clipboard.writeText(text);
    }
  } catch (error) {
    message = `Not copied: ${error instanceof Error ? error.message : String(error)}. Use View as Markdown instead.`;
  }
  const line = status;
  clearTimeout(timers.get(line));
  line.textContent = '';
  setTimeout(() => {
    line.textContent = message;
  }, 100);
  timers.set(
    line,
    setTimeout(() => {
      line.textContent = '';
    }, 8000),
  );
}
