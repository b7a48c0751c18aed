type BcryptModule = { compare: (password: string, hash: string) => Promise<boolean> };

const isBcryptModule = (value: unknown): value is BcryptModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { compare?: unknown }).compare === 'function';

// Bcrypt hashes only come from imports, so no bcrypt package is a dependency; when an operator
// installs one, imported users can sign in and get upgraded to Argon2id.
const candidatePackages = ['bcrypt', 'bcryptjs'];
let loaded: Promise<BcryptModule | undefined> | undefined;

const loadBcrypt = async (): Promise<BcryptModule | undefined> => {
  for (const name of candidatePackages) {
    try {
      const module: unknown = await import(name);
      const candidate = (module as { default?: unknown }).default ?? module;
      if (isBcryptModule(candidate)) {
        return candidate;
      }
    } catch {
      // Not installed: try the next one.
    }
  }
  return undefined;
};

/** The installed bcrypt implementation, or undefined when none is available. */
export const findBcrypt = () => {
  loaded ??= loadBcrypt();
  return loaded;
};
