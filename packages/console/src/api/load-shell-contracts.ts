import type * as Contracts from './shell-contracts';

let contracts: typeof Contracts | undefined;

/**
 * Loads the shell's contracts (see shell-contracts.ts). main.tsx awaits it beside the first
 * locale, before the first render, so every hook finds them ready.
 */
export const loadShellContracts = async () => {
  contracts ??= await import('./shell-contracts');
  return contracts;
};

/** The shell's contracts; loaded before the first render (main.tsx, and the test setup). */
export const shellContracts = () => {
  if (!contracts) {
    throw new Error('The shell contracts are not loaded: await loadShellContracts() before rendering');
  }
  return contracts;
};
