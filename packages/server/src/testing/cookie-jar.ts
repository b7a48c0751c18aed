type StoredCookie = { value: string; path: string };

const pathMatches = (cookiePath: string, requestPath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

/**
 * A browser's cookie handling, reduced to what the sign-in flow needs on one host: stores
 * Set-Cookie answers, forgets expired cookies, sends cookies whose path matches.
 */
export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') {
          path = attributeValue;
        } else if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) {
          expired = true;
        } else if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) {
          expired = true;
        }
      }
      const key = `${name};${path}`;
      if (expired) {
        this.#cookies.delete(key);
      } else {
        this.#cookies.set(key, { value: `${name}=${value}`, path });
      }
    }
  }

  header(url: string) {
    const { pathname } = new URL(url);
    return [...this.#cookies.values()]
      .filter((cookie) => pathMatches(cookie.path, pathname))
      .map((cookie) => cookie.value)
      .join('; ');
  }

  /** fetch with this jar's cookies, storing the answer's; redirects are never followed. */
  async fetch(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) {
      headers.set('Cookie', cookie);
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }
}
