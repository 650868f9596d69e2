/**
 * The navbar's search button, in DocSearch's markup and classes (so @docsearch/css styles it). DocSearch's own
 * button (`@docsearch/react/button`) names itself "Search (Control+k)" while it shows "Ctrl K", so its
 * accessible name does not contain its visible text (WCAG 2.5.3, label in name); this one's name is exactly
 * what it shows. The shortcut keys appear after hydration, when the platform is known (⌘ on Apple devices).
 */
import {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';

type Props = ComponentPropsWithoutRef<'button'> & {label: string};

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({label, ...props}, ref) {
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={modifier ? `${label} ${modifier} K` : label}
      aria-keyshortcuts="Control+K Meta+K /"
      ref={ref}
      {...props}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className={`DocSearch-Button-Key${modifier === 'Ctrl' ? ' DocSearch-Button-Key--ctrl' : ''}`}>
              {modifier}
            </kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
