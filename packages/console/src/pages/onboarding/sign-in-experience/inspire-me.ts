import { inspireMeSocialTargets } from '@tessera/schemas';

import type { SignInChoices } from './onboarding-sign-in';

/** A ready-made look and way in that "Inspire me" applies (spec 000 §2.3). */
export interface SignInTemplate extends SignInChoices {
  id: string;
  primaryColor: string;
}

export const signInTemplates: readonly SignInTemplate[] = [
  { id: 'violet-email-code', primaryColor: '#6139F6', identifier: 'email', authentication: { password: false, verificationCode: true } },
  { id: 'ocean-email-password', primaryColor: '#0B6BCB', identifier: 'email', authentication: { password: true, verificationCode: false } },
  { id: 'forest-username', primaryColor: '#1C7F47', identifier: 'username', authentication: { password: true, verificationCode: false } },
  { id: 'sunset-email-both', primaryColor: '#E5484D', identifier: 'email', authentication: { password: true, verificationCode: true } },
  { id: 'graphite-username', primaryColor: '#2F3640', identifier: 'username', authentication: { password: true, verificationCode: false } },
  { id: 'amber-email-code', primaryColor: '#C2410C', identifier: 'email', authentication: { password: false, verificationCode: true } },
];

export interface Inspiration {
  template: SignInTemplate;
  socialTargets: string[];
}

/** A whole number in [0, count) from a random source in [0, 1). */
const pick = (count: number, random: () => number) => Math.min(count - 1, Math.floor(random() * count));

/**
 * A random template other than the one applied last, with 2 or 3 of the offered social targets
 * (all of them when fewer are offered), picked at random.
 */
export const inspire = (
  previousId: string | undefined,
  offeredTargets: readonly string[],
  random: () => number = Math.random,
): Inspiration => {
  const candidates = signInTemplates.filter((template) => template.id !== previousId);
  const template = candidates[pick(candidates.length, random)];
  if (!template) {
    throw new Error('No sign-in template to apply');
  }
  const { min, max } = inspireMeSocialTargets;
  const count = Math.min(offeredTargets.length, min + pick(max - min + 1, random));
  const remaining = [...offeredTargets];
  const socialTargets: string[] = [];
  while (socialTargets.length < count) {
    socialTargets.push(...remaining.splice(pick(remaining.length, random), 1));
  }
  return { template, socialTargets };
};
