import { hookTestResultGuard, storageKeys, type HookTestResult } from '@tessera/schemas';
import { z } from 'zod';

/** A test result with when it was sent. */
export interface StoredTestResult {
  result: HookTestResult;
  sentAt: number;
}

const storedGuard = z.record(
  z.string(),
  z.object({ result: hookTestResultGuard, sentAt: z.number() }),
);

const readAll = (storage: Storage) => {
  try {
    const parsed = storedGuard.safeParse(
      JSON.parse(storage.getItem(storageKeys.webhookTestResult) ?? '{}'),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    // Written by an older console or by hand: start over.
    return {};
  }
};

/** The last test result of each hook, so that it is still shown after a reload. */
export const readTestResult = (
  hookId: string,
  storage: Storage = window.localStorage,
): StoredTestResult | undefined => readAll(storage)[hookId];

export const writeTestResult = (
  hookId: string,
  stored: StoredTestResult,
  storage: Storage = window.localStorage,
) => {
  storage.setItem(
    storageKeys.webhookTestResult,
    JSON.stringify({ ...readAll(storage), [hookId]: stored }),
  );
};
