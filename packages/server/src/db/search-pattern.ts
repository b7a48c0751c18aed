/**
 * The `search` of every list, as the reference API reads it: a case-insensitive LIKE pattern
 * (`ilike`) matched against each searchable field.
 *
 * - `%` matches any run of characters: `%ann%` is a substring search, `ann%` a prefix search.
 * - Without `%` the whole field must equal the text, ignoring case: `search=ann` finds `Ann`,
 *   not `Joanna`.
 * - `_` matches itself (in LIKE it would match any one character; the reference's clients send
 *   user text such as `john_doe` unescaped, and mean it literally).
 * - `\` makes the next character literal: `\%` is a percent sign, `\\` a backslash; a `\` at the
 *   very end matches itself.
 */
export const toSearchPattern = (search: string): string => {
  let pattern = '';
  for (let index = 0; index < search.length; index += 1) {
    const character = search.charAt(index);
    if (character === '\\') {
      index += 1;
      pattern += escapeLike(index < search.length ? search.charAt(index) : '\\');
    } else if (character === '%') {
      pattern += '%';
    } else {
      pattern += escapeLike(character);
    }
  }
  return pattern;
};

/** A character LIKE must read literally (`\` is PostgreSQL's default LIKE escape). */
const escapeLike = (character: string) => (/[\\%_]/.test(character) ? `\\${character}` : character);
