import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';

describeEachDatabase(
  'console config with RELEASE_CHECK=false (offline installs)',
  (server) => {
    it('tells the console not to look up the latest public release', async () => {
      const response = await fetch(`${server().url}/api/.well-known/console-config`);
      expect(await response.json()).toMatchObject({ releaseCheckEnabled: false });
    });
  },
  { RELEASE_CHECK: 'false' },
);
