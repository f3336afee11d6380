/**
 * The path of a request address as the router sees it: without the query string and with its
 * percent-escapes decoded (`/%61pi/x` is `/api/x`). A malformed escape leaves the path as sent.
 */
export function requestPath(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
