import { send, type HttpRequest } from './http-client.js';

/** The cookies one simulated browser holds for one host (enough for the sign-in flow). */
export class BrowserSession {
  readonly #cookies = new Map<string, string>();

  async fetch(url: string, init: HttpRequest = {}) {
    const headers = { ...init.headers };
    if (this.#cookies.size > 0) {
      headers.cookie = [...this.#cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const answer = await send(url, { ...init, headers });
    for (const header of answer.headers['set-cookie'] ?? []) {
      const pair = header.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(header)) {
        this.#cookies.delete(name);
      } else {
        this.#cookies.set(name, value);
      }
    }
    return answer;
  }
}
