type Listener = (...args: unknown[]) => void;

const listenersOf = (emitter: NodeJS.EventEmitter, event: string) => emitter.listeners(event) as Listener[];

const addedSince = (before: readonly Listener[], now: readonly Listener[]) => now.filter((listener) => !before.includes(listener));

/**
 * Runs a synchronous call of the XML schema validator and takes off what it leaves on the process.
 * The validator (xmllint compiled by an old Emscripten) runs a whole program per call, and that
 * program's exit, in Node, makes the process exit the next time stdout drains, adds an
 * `uncaughtException` listener that rethrows everything (and keeps the program's memory alive),
 * and prints a blank line. Left alone, a SAML sign-in could end the server the next time its log
 * output caught up with a slow pipe.
 */
export function containValidation<T>(validate: () => T): T {
  const drain = listenersOf(process.stdout, 'drain');
  const uncaught = listenersOf(process, 'uncaughtException');
  const log = console.log;
  // The blank line goes to stdout through console.log; nothing else logs during the sync call.
  console.log = () => undefined;
  try {
    return validate();
  } finally {
    console.log = log;
    for (const listener of addedSince(drain, listenersOf(process.stdout, 'drain'))) {
      process.stdout.removeListener('drain', listener);
    }
    for (const listener of addedSince(uncaught, listenersOf(process, 'uncaughtException'))) {
      process.removeListener('uncaughtException', listener);
    }
  }
}
