/** What to do with a request path before looking for a file. */
export type PathDecision =
  { kind: 'serve'; path: string } | { kind: 'refuse'; status: 400 | 403; reason: string };

/**
 * Normalises a request path: `x.html` and `x/index.html` mean `x`; anything that decodes to a
 * `..` segment, a backslash or a NUL byte is refused, however it was encoded.
 */
export function decideRequestPath(rawUrl: string): PathDecision {
  let rawPath = rawUrl.split(/[?#]/)[0] ?? '/';
  // An absolute-form request target (`GET http://host/docs/x`, RFC 9112 §3.2.2, sent to
  // proxies and by some clients) means its path; the host is ours whatever it says.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(rawPath);
  if (absolute) rawPath = rawPath.slice(absolute[0].length) || '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'refuse', status: 400, reason: 'Bad request: the path is not valid percent-encoding' };
  }
  if (
    !decoded.startsWith('/') ||
    decoded.includes('\0') ||
    decoded.includes('\\') ||
    decoded.split('/').includes('..')
  ) {
    return { kind: 'refuse', status: 403, reason: 'Forbidden: the path points outside the site' };
  }
  let path = decoded.replace(/\/{2,}/g, '/');
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  else if (path.endsWith('.html') && path !== '/404.html') path = path.slice(0, -'.html'.length);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return { kind: 'serve', path: path || '/' };
}
