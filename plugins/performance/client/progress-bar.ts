/**
 * The bar along the top of the window while a client-side navigation waits for the next page's code.
 * It answers the three nprogress calls theme-classic's client module makes (`configure`, `start`, `done`;
 * the bundles resolve `nprogress` to this module) with nprogress' markup, which theme-classic's CSS styles,
 * without the steps, spinner and options of the package that this site never uses.
 */

/** nprogress's defaults: step and fade time, and how often the bar creeps on. */
const SPEED_MS = 200;
const TRICKLE_MS = 800;

let shown: {root: HTMLElement; bar: HTMLElement; at: number; trickle: number} | null = null;

function move(to: number): void {
  if (!shown) return;
  shown.at = to;
  shown.bar.style.transform = `translate3d(${(to - 1) * 100}%,0,0)`;
}

function start(): void {
  if (shown) return;
  const root = document.createElement('div');
  root.id = 'nprogress';
  // A visual cue only: the new page's content is what a screen reader is told about.
  root.setAttribute('aria-hidden', 'true');
  root.innerHTML = '<div class="bar"><div class="peg"></div></div>';
  const bar = root.firstElementChild as HTMLElement;
  bar.style.transform = 'translate3d(-100%,0,0)';
  document.body.append(root);
  // Laid out at -100 % first, so that the first move is animated.
  void root.offsetWidth;
  bar.style.transition = `transform ${SPEED_MS}ms ease`;
  shown = {
    root,
    bar,
    at: 0,
    trickle: window.setInterval(() => shown && move(shown.at + (0.994 - shown.at) * 0.1), TRICKLE_MS),
  };
  move(0.08);
}

function done(): void {
  if (!shown) return;
  const {root, trickle} = shown;
  window.clearInterval(trickle);
  move(1);
  shown = null;
  window.setTimeout(() => {
    root.style.transition = `opacity ${SPEED_MS}ms linear`;
    root.style.opacity = '0';
    window.setTimeout(() => root.remove(), SPEED_MS);
  }, SPEED_MS);
}

export default {configure: (): void => undefined, start, done};
