/**
 * Copy page, once clicked (loaded then): fetches the twin, completes the clipboard write the click
 * started, and says in a status line under the buttons whether it worked. The line is added on first
 * use and says "Copying…" until the copy is done or has failed, so that screen readers announce each
 * state (a live region must exist before its text changes); the page's HTML carries none of it.
 */

/** How long the twin may take to arrive before the copy is given up and the reader told. */
export const TWIN_TIMEOUT_MS = 10_000;

/** The twin being fetched for the current copy: the clipboard write and the fallback share one request. */
const fetching = new Map<string, Promise<Blob>>();

async function fetchTwin(href: string): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TWIN_TIMEOUT_MS);
  try {
    const response = await fetch(href, {signal: controller.signal, headers: {Accept: 'text/markdown'}});
    if (!response.ok) throw new Error(`the Markdown could not be loaded (HTTP ${response.status})`);
    // A host without the twin may answer with a web page (its not-found or home page) and 200.
    if (/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
      throw new Error('the address of the Markdown answered with a web page, not Markdown');
    }
    return new Blob([await response.text()], {type: 'text/plain'});
  } catch (error) {
    if (controller.signal.aborted) {
      throw new Error(`the Markdown did not arrive within ${TWIN_TIMEOUT_MS / 1000} seconds`, {cause: error});
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The twin's text, as the clipboard item the click created is waiting for. */
export function twinBlob(href: string): Promise<Blob> {
  let blob = fetching.get(href);
  if (!blob) {
    blob = fetchTwin(href);
    fetching.set(href, blob);
  }
  return blob;
}

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function statusLine(actions: Element): Element {
  let status = actions.querySelector('[role="status"]');
  if (!status) {
    status = document.createElement('p');
    status.setAttribute('role', 'status');
    actions.append(status);
  }
  return status;
}

/** Shows `message` in the status line, `delay` ms from now; a final message goes away after a while. */
function say(line: Element, message: string, final: boolean, delay = 0): void {
  clearTimeout(timers.get(line));
  timers.set(
    line,
    setTimeout(() => {
      line.textContent = message;
      if (final)
        timers.set(
          line,
          setTimeout(() => (line.textContent = ''), 8000),
        );
    }, delay),
  );
}

const refused = (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError';

/** Why the copy failed, in words for the reader. */
const reason = (error: unknown): string =>
  refused(error)
    ? 'this browser did not allow the page to use the clipboard'
    : error instanceof Error
      ? error.message
      : String(error);

/** Copies the twin: waits for the write the click started, or writes the text itself where it could not. */
async function copyTwin(href: string, started: Promise<void> | undefined): Promise<void> {
  try {
    if (!started) throw new TypeError('no ClipboardItem');
    await started;
  } catch (error) {
    if (refused(error)) throw error;
    // The twin's own failure says more than the clipboard's report of it.
    const text = await (await twinBlob(href)).text();
    if (!navigator.clipboard) throw new Error('this browser does not let pages use the clipboard here');
    await navigator.clipboard.writeText(text);
  }
}

/**
 * Waits for the write the click started (`started`: a ClipboardItem with the text still on its way,
 * which Safari needs to be created in the click itself); where that form is not supported, writes
 * the text itself. Then reports in the status line under the buttons (`actions`).
 */
export async function finishCopy(href: string, actions: Element, started: Promise<void> | undefined): Promise<void> {
  const line = statusLine(actions);
  line.textContent = '';
  say(line, 'Copying the page…', false, 100);
  let message = 'Page copied as Markdown.';
  try {
    await copyTwin(href, started);
  } catch (error) {
    message = `Not copied: ${reason(error)}. Use View as Markdown instead.`;
  } finally {
    fetching.delete(href);
  }
  say(line, message, true, 100);
}
