/** Whether a request stays on this machine (or is data the page holds): the tests allow no other. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalUrl(url: string): boolean {
  try {
    const {protocol, hostname} = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
    return LOCAL_HOSTS.has(hostname);
  } catch {
    return false;
  }
}
