import type { ErrorOption, FieldError } from 'react-hook-form';

/** Errors of this type carry several messages in `types` (one per broken password rule). */
const messageListType = 'message-list';

/** A field error holding several messages, for setError or a resolver. */
export const messageListError = (messages: readonly string[]): ErrorOption & { type: string } => ({
  type: messageListType,
  message: messages[0],
  types: Object.fromEntries(
    messages.map((message, index) => [`${messageListType}-${index}`, message]),
  ),
});

/** The messages to show under a field. */
export const fieldMessages = (error: FieldError | undefined): string[] => {
  if (!error) {
    return [];
  }
  if (error.type === messageListType && error.types) {
    return Object.values(error.types).flatMap((value) =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value : [],
    );
  }
  return error.message ? [error.message] : [];
};
