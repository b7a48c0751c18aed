import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';

const connectSources = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1);

describeEachDatabase(
  'console config with ANALYTICS_URL',
  (server) => {
    it('tells the console where the sink is and which origin is the operator\'s own console', async () => {
      const response = await fetch(`${server().url}/api/.well-known/console-config`);
      expect(await response.json()).toMatchObject({
        analytics: {
          url: 'https://collect.example.org/events?site=console',
          consoleOrigin: new URL(server().url).origin,
        },
      });
    });

    it('lets the console pages reach the sink and nothing else beyond their own origin', async () => {
      const page = await fetch(`${server().url}/console/`);
      expect(connectSources(page)).toEqual(["'self'", 'https://collect.example.org']);
    });
  },
  { ANALYTICS_URL: 'https://collect.example.org/events?site=console', RELEASE_CHECK: 'false' },
);

describeEachDatabase('console config without ANALYTICS_URL', (server) => {
  it('sends nothing: the console gets no sink', async () => {
    const response = await fetch(`${server().url}/api/.well-known/console-config`);
    expect(await response.json()).toMatchObject({ analytics: null });
  });
});
