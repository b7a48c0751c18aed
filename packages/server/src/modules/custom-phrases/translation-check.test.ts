import { describe, expect, it } from 'vitest';
import { assertTranslationMatchesPhrases, overlayTranslation } from './translation-check.js';

const builtIn = {
  action: { sign_in: 'Sign in', cancel: 'Cancel' },
  error: { generic: 'Something went wrong', field: { required: '{{field}} is required' } },
};

describe('overlayTranslation', () => {
  it('keeps every built-in phrase the overrides do not name, at every depth', () => {
    expect(overlayTranslation(builtIn, { action: { sign_in: 'Log in' }, error: { field: { required: 'Fill in {{field}}' } } })).toEqual({
      action: { sign_in: 'Log in', cancel: 'Cancel' },
      error: { generic: 'Something went wrong', field: { required: 'Fill in {{field}}' } },
    });
  });

  it('falls back to the base for keys a language lacks, and drops keys the app does not have', () => {
    expect(overlayTranslation(builtIn, { action: { sign_in: 'Anmelden', gone: 'x' }, stale: 'y', error: 'z' })).toEqual({
      ...builtIn,
      action: { sign_in: 'Anmelden', cancel: 'Cancel' },
    });
  });
});

describe('assertTranslationMatchesPhrases', () => {
  it('accepts overrides of existing phrases, partial groups and an empty set', () => {
    expect(() => assertTranslationMatchesPhrases({ action: { cancel: 'Abbrechen' } }, builtIn)).not.toThrow();
    expect(() => assertTranslationMatchesPhrases({}, builtIn)).not.toThrow();
  });

  it('lists every unknown key path, including inherited object names', () => {
    expect(() => assertTranslationMatchesPhrases({ action: { toString: 'x' }, missing: { deep: 'y' } }, builtIn)).toThrow(
      expect.objectContaining({ code: 'localization.invalid_translation_structure', status: 400, data: { keys: 'action.toString, missing' } }),
    );
  });

  it('lists texts given for groups and groups given for texts, with unknown keys, in order', () => {
    expect(() => assertTranslationMatchesPhrases({ action: 'x', error: { generic: { deeper: 'y' } }, other: 'z' }, builtIn)).toThrow(
      expect.objectContaining({ code: 'localization.invalid_translation_structure', data: { keys: 'action, error.generic, other' } }),
    );
  });
});
