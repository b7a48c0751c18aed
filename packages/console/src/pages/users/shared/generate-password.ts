const lowercase = 'abcdefghijkmnopqrstuvwxyz';
const uppercase = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const symbols = '!#$%&*+-=?@^_';
const alphabet = lowercase + uppercase + digits + symbols;

const pick = (characters: string, random: number) => characters.charAt(random % characters.length);

/**
 * A random password for an administrator to hand over: 16 characters from the browser's
 * cryptographic generator, holding every character type so that any password policy's
 * character-type rule accepts it. Look-alike characters (l, 1, O, 0, I) are left out because
 * the password is often read out or typed from a screen.
 */
export const generatePassword = (length = 16): string => {
  const random = crypto.getRandomValues(new Uint32Array(length));
  const required = [lowercase, uppercase, digits, symbols].map((set, index) => pick(set, random[index] ?? 0));
  const rest = Array.from(random.slice(required.length, length), (value) => pick(alphabet, value));
  const characters = [...required, ...rest];
  // Fisher–Yates, so the required characters are not always first.
  const shuffle = crypto.getRandomValues(new Uint32Array(characters.length));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = (shuffle[index] ?? 0) % (index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
};
