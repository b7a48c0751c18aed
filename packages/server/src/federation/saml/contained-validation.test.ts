import { afterEach, describe, expect, it } from 'vitest';
import { containValidation } from './contained-validation.js';

type Validator = { validate: (xml: string) => Promise<string> };

const loadValidator = async () => {
  const imported = (await import('@authenio/samlify-node-xmllint')) as Validator & { default?: Validator };
  return imported.default ?? imported;
};

const listenersNow = () => ({
  drain: [...process.stdout.listeners('drain')],
  uncaught: [...process.listeners('uncaughtException')],
});

describe('the SAML schema validator, contained', () => {
  const before = listenersNow();
  afterEach(() => {
    // Whatever a test let through is taken off again, so no run of this file can end the worker.
    for (const listener of process.stdout.listeners('drain')) {
      if (!before.drain.includes(listener)) process.stdout.removeListener('drain', listener as () => void);
    }
    for (const listener of process.listeners('uncaughtException')) {
      if (!before.uncaught.includes(listener)) process.removeListener('uncaughtException', listener);
    }
  });

  it('left alone, arms an exit on the next stdout drain and a rethrowing listener per validation', async () => {
    const validator = await loadValidator();
    await expect(validator.validate('<not-saml/>')).rejects.toBeDefined();
    expect(process.stdout.listenerCount('drain')).toBeGreaterThan(before.drain.length);
    expect(process.listenerCount('uncaughtException')).toBeGreaterThan(before.uncaught.length);
  });

  it('contained, still refuses what the schemas refuse and leaves no listener behind, however often it runs', async () => {
    const validator = await loadValidator();
    for (let run = 0; run < 3; run += 1) {
      await expect(containValidation(() => validator.validate('<not-saml/>'))).rejects.toBeDefined();
    }
    expect(listenersNow()).toEqual(before);
  });
});
