/** Runs of this many characters or more are restricted. */
const restrictedRunMinLength = 3;

/**
 * Orderings whose neighbours form a sequence, read in both directions: the alphabet, digits, the
 * digit row (so `890` counts) and the three letter rows of a QWERTY keyboard.
 */
const sequenceOrderings = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
] as const;

type RestrictedRuns = {
  /** Characters inside a run of 3+ identical characters. */
  repetition: number;
  /** Characters inside a run of 3+ characters stepping one way through a sequence ordering. */
  sequence: number;
  /** Characters inside either kind of run, each counted once. */
  restricted: number;
};

const positionIn = (ordering: string, character: string | undefined): number =>
  character ? ordering.indexOf(character) : -1;

const markRuns = (mask: boolean[], length: number, continues: (index: number) => boolean) => {
  let start = 0;
  for (let index = 1; index <= length; index++) {
    if (index < length && continues(index)) {
      continue;
    }
    if (index - start >= restrictedRunMinLength) {
      mask.fill(true, start, index);
    }
    start = index;
  }
};

/**
 * Counts the characters of a password that sit in restricted runs, case-insensitively. A run is
 * maximal: `abcde` is one sequence run of 5 characters, `aaaa` one repetition run of 4.
 */
export const countRestrictedRuns = (password: string): RestrictedRuns => {
  const characters = [...password].map((character) => character.toLowerCase());
  const { length } = characters;
  const repetition = Array.from<boolean>({ length }).fill(false);
  const sequence = Array.from<boolean>({ length }).fill(false);

  markRuns(repetition, length, (index) => characters[index] === characters[index - 1]);
  for (const ordering of sequenceOrderings) {
    for (const step of [1, -1]) {
      markRuns(sequence, length, (index) => {
        const previous = positionIn(ordering, characters[index - 1]);
        const current = positionIn(ordering, characters[index]);
        return previous !== -1 && current !== -1 && current - previous === step;
      });
    }
  }

  const count = (mask: boolean[]) => mask.filter(Boolean).length;
  return {
    repetition: count(repetition),
    sequence: count(sequence),
    restricted: count(repetition.map((marked, index) => marked || sequence[index] === true)),
  };
};

/** A password may hold at most `max(length − 3, 1)` restricted characters. */
export const restrictedCharacterLimit = (length: number): number =>
  Math.max(length - restrictedRunMinLength, 1);
