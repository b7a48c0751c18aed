import type { Log } from '@tessera/schemas';

/** A log's error as text: a message as it is, anything else as indented JSON. */
export const logErrorText = (error: Log['payload']['error']) =>
  typeof error === 'string' ? error : JSON.stringify(error, null, 2);
