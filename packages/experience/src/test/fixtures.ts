import type { ExperienceConfig, ExperienceInteraction } from '@tessera/schemas';

export const configFixture = (overrides: Partial<ExperienceConfig> = {}) => ({
  tenantId: 'default',
  signInMode: 'SignInAndRegister',
  signUpIdentifiers: ['username'],
  passwordPolicy: {
    length: { min: 8, max: 256 },
    characterTypes: { min: 1 },
    rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
  },
  branding: { primaryColor: '#6139F6' },
  isFirstAdminRequired: false,
  ...overrides,
});

export const interactionFixture = (overrides: Partial<ExperienceInteraction> = {}) => ({
  uid: 'uid-1',
  prompt: 'login',
  firstScreen: 'signIn',
  client: { id: 'app-1', name: 'Acme Notes', isThirdParty: false },
  ...overrides,
});
