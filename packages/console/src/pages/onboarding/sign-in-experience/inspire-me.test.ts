import { describe, expect, it } from 'vitest';

import { inspire, signInTemplates } from './inspire-me';
import { toSignUpAndSignIn } from './onboarding-sign-in';

/** A repeatable random source (a linear congruential generator). */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

const targets = ['google', 'github', 'discord'];

describe('Inspire me', () => {
  it('never applies the previous template again, whatever the random draw', () => {
    for (const previous of signInTemplates) {
      // The draw that would pick each template in the full list, including the previous one.
      for (let index = 0; index < signInTemplates.length; index += 1) {
        const draw = index / signInTemplates.length;
        expect(inspire(previous.id, targets, () => draw).template.id).not.toBe(previous.id);
      }
    }
  });

  it('differs from the one before on every press of a long run', () => {
    const random = seeded(7);
    let previous: string | undefined;
    const seen = new Set<string>();
    for (let press = 0; press < 200; press += 1) {
      const { template } = inspire(previous, targets, random);
      expect(template.id).not.toBe(previous);
      seen.add(template.id);
      previous = template.id;
    }
    // Every template comes up in time.
    expect(seen.size).toBe(signInTemplates.length);
  });

  it('picks 2 or 3 distinct social targets among those offered', () => {
    const random = seeded(42);
    const counts = new Set<number>();
    for (let press = 0; press < 100; press += 1) {
      const { socialTargets } = inspire(undefined, [...targets, 'apple'], random);
      expect(new Set(socialTargets).size).toBe(socialTargets.length);
      expect(socialTargets.every((target) => [...targets, 'apple'].includes(target))).toBe(true);
      counts.add(socialTargets.length);
    }
    expect([...counts].toSorted()).toEqual([2, 3]);
  });

  it('offers what there is when fewer than two targets exist', () => {
    expect(inspire(undefined, ['google'], () => 0.99).socialTargets).toEqual(['google']);
    expect(inspire(undefined, [], () => 0.5).socialTargets).toEqual([]);
  });

  it('has only templates the sign-in experience rules accept', () => {
    for (const template of signInTemplates) {
      const { signUp, signIn } = toSignUpAndSignIn(template);
      const [method] = signIn.methods;
      expect(method?.password || method?.verificationCode).toBe(true);
      expect(signUp.identifiers).toEqual([template.identifier]);
    }
  });
});
