/**
 * A fragment that is not valid percent-encoding (`location.hash = '%zz'`, `#%` typed in the address bar)
 * must not take the page down: Docusaurus decodes it with decodeURIComponent, which throws "URI malformed".
 * Before the router reads the new location (this listener runs first, in the capture phase), and once at
 * load, stray `%` signs are escaped in place: `#%zz` becomes `#%25zz`, the same text, decodable.
 */
/** The hash with every `%` that does not start a valid escape written as `%25`, or null if it decodes already. */
export function repairHash(hash: string): string | null {
  try {
    decodeURIComponent(hash);
    return null;
  } catch {
    // A `%` must start `%XX`; and a valid `%XX` sequence can still be a broken UTF-8 byte sequence.
    const escaped = hash.replace(/%(?![0-9a-f]{2})/gi, '%25');
    try {
      decodeURIComponent(escaped);
      return escaped;
    } catch {
      return hash.replace(/%/g, '%25');
    }
  }
}

function repairLocation(): void {
  const repaired = repairHash(window.location.hash);
  if (repaired === null) return;
  const {pathname, search} = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${repaired}`);
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  repairLocation();
  window.addEventListener('popstate', repairLocation, {capture: true});
  window.addEventListener('hashchange', repairLocation, {capture: true});
}
