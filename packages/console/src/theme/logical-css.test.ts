import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(full) : entry.name.endsWith('.css') ? [full] : [];
  });

/** Declarations that fix a side instead of following the writing direction. */
const physicalSide = /(?:^|[\s;{])((?:padding|margin|border)-(?:left|right)\b|(?:left|right)\s*:(?!\s*50%)|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right))/m;

/** `padding`/`margin` with four values whose left and right differ. */
const asymmetricShorthand = /(?:^|[\s;{])(?:padding|margin)\s*:\s*([^;{}]+);/g;
/** Splits a value list on the spaces outside parentheses. */
const splitValues = (value: string) => {
  const values: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (/\s/.test(char) && depth === 0) {
      if (current) {
        values.push(current);
      }
      current = '';
    } else {
      current += char;
    }
  }
  return current ? [...values, current] : values;
};

describe('console styles follow the writing direction (right-to-left for Arabic)', () => {
  const files = cssFiles(sourceDir).map((file) => ({ file: path.relative(sourceDir, file), css: readFileSync(file, 'utf8') }));

  it('finds the style sheets', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('uses logical properties (inline-start/end) instead of left and right', () => {
    const offenders = files.filter(({ css }) => physicalSide.test(css)).map(({ file, css }) => `${file}: ${physicalSide.exec(css)?.[1]}`);
    expect(offenders).toEqual([]);
  });

  it('has no four-value padding or margin with different left and right sides', () => {
    const offenders = files.flatMap(({ file, css }) =>
      [...css.matchAll(asymmetricShorthand)]
        .map((match) => splitValues(match[1] ?? ''))
        .filter((values) => values.length === 4 && values[1] !== values[3])
        .map((values) => `${file}: ${values.join(' ')}`),
    );
    expect(offenders).toEqual([]);
  });
});
