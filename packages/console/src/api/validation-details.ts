import type { TFunction } from 'i18next';

/**
 * The server names each invalid field of a body in `details`, one `path: message` line per
 * problem, with the validator's English message. Known messages are shown in the console's
 * language by a phrase of their own; anything else is shown as the server wrote it.
 */
type Translate = (match: RegExpMatchArray, t: TFunction) => string;

/** `<=5` is 5, `<5` is 4 (and `>5` is 6): every phrase states an inclusive limit. */
const limit = (comparator: string | undefined, value: string | undefined, direction: 1 | -1) =>
  Number(value) + (comparator?.includes('=') ? 0 : direction);

const rules: ReadonlyArray<[RegExp, Translate]> = [
  [/^Unrecognized field$/, (_, t) => t('errors.validation.unrecognized_field')],
  [/^Unrecognized keys?: (.+)$/, ([, keys], t) => t('errors.validation.unrecognized_keys', { keys })],
  [/^Invalid input: expected \w+, received undefined$/, (_, t) => t('errors.validation.required')],
  [/^Invalid input: expected (\w+), received \w+$/, ([, expected], t) => t('errors.validation.invalid_type', { expected })],
  [/^Invalid option: expected one of (.+)$/, ([, values], t) => t('errors.validation.invalid_option', { values })],
  [
    /^Too big: expected string to have (<=?)(\d+) characters?$/,
    ([, cmp, n], t) => t('errors.validation.too_long', { max: limit(cmp, n, -1) }),
  ],
  [
    /^Too small: expected string to have (>=?)(\d+) characters?$/,
    ([, cmp, n], t) => t('errors.validation.too_short', { min: limit(cmp, n, 1) }),
  ],
  [
    /^Too big: expected (?:number|int|bigint) to be (<=?)(-?\d+)$/,
    ([, cmp, n], t) => t('errors.validation.too_big', { max: limit(cmp, n, -1) }),
  ],
  [
    /^Too small: expected (?:number|int|bigint) to be (>=?)(-?\d+)$/,
    ([, cmp, n], t) => t('errors.validation.too_small', { min: limit(cmp, n, 1) }),
  ],
  [
    /^Too big: expected (?:array|set) to have (<=?)(\d+) items?$/,
    ([, cmp, n], t) => t('errors.validation.too_many_items', { max: limit(cmp, n, -1) }),
  ],
  [
    /^Too small: expected (?:array|set) to have (>=?)(\d+) items?$/,
    ([, cmp, n], t) => t('errors.validation.too_few_items', { min: limit(cmp, n, 1) }),
  ],
  [/^Invalid email address$/, (_, t) => t('errors.validation.invalid_email')],
  [/^Invalid (?:URL|url)$/, (_, t) => t('errors.validation.invalid_url')],
  [/^Invalid string: .+$/, (_, t) => t('errors.validation.invalid_format')],
  [/^Invalid input$/, (_, t) => t('errors.validation.invalid_input')],
];

/** One problem's message in the console's language, when it is a known one. */
export const translateDetailMessage = (message: string, t: TFunction): string => {
  for (const [pattern, translate] of rules) {
    const match = message.match(pattern);
    if (match) {
      return translate(match, t);
    }
  }
  return message;
};

/** Every `path: message` line of `details` with its message translated; other lines as they are. */
export const translateDetails = (details: string, t: TFunction): string =>
  details
    .split('\n')
    .map((line) => {
      const separator = line.indexOf(': ');
      return separator > 0
        ? `${line.slice(0, separator)}: ${translateDetailMessage(line.slice(separator + 2).trim(), t)}`
        : translateDetailMessage(line, t);
    })
    .join('\n');
