export const print = (line = '') => process.stdout.write(`${line}\n`);

/** Reads `--name value` options; unknown options are an error so typos do not pass silently. */
export function parseOptions<const K extends string>(args: string[], names: readonly K[]) {
  const values: Partial<Record<K, string>> = {};
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index] ?? '';
    const name = flag.replace(/^--/, '') as K;
    const value = args[index + 1];
    if (!flag.startsWith('--') || !names.includes(name) || value === undefined) {
      throw new Error(
        `Unexpected argument "${flag}". Options: ${names.map((item) => `--${item}`).join(' ')}`,
      );
    }
    values[name] = value;
  }
  return values;
}
