/**
 * Keyboard access to tables that scroll sideways (WCAG 2.1.1). Article tables scroll inside
 * themselves when they are wider than the page (custom.css); a reader without a mouse can only
 * scroll one by focusing it, so a table that overflows joins the tab order and one that fits leaves it.
 */
import type {ClientModule} from '@docusaurus/types';

const TABLES = '.markdown table';
let observer: ResizeObserver | undefined;

function update(table: HTMLElement): void {
  // Content hidden past the right edge (1 px of slack for rounding).
  if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
  else table.removeAttribute('tabindex');
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (typeof ResizeObserver === 'undefined') return;
    observer?.disconnect();
    // Called once for each table when observed, then whenever its width changes.
    observer = new ResizeObserver((entries) => {
      for (const entry of entries) update(entry.target as HTMLElement);
    });
    document.querySelectorAll<HTMLElement>(TABLES).forEach((table) => observer?.observe(table));
  },
};

export default clientModule;
