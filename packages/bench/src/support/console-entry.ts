import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { consoleDist, experienceDist } from './paths.js';

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

export type InitialScripts = {
  /** `<script type="module" src>` in document order; the app's own entry comes after its libraries. */
  modules: string[];
  /** Classic `<script src>` (e.g. the theme set before first paint). */
  classic: string[];
  /** `<link rel="modulepreload" href>`. */
  preloads: string[];
};

/**
 * The JavaScript an index.html (the console's, the sign-in app's) makes the browser fetch before
 * anything is lazy-loaded, as URL paths (e.g. `/console/assets/shell-abc.js`).
 */
export function findInitialScripts(indexHtml: string): InitialScripts {
  const tags = indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? [];
  const scripts = tags.filter((tag) => /^<script/i.test(tag));
  const sourceOf = (tag: string) => attribute(tag, 'src');
  const modules = scripts.filter((tag) => attribute(tag, 'type') === 'module').map(sourceOf);
  const classic = scripts.filter((tag) => attribute(tag, 'type') === undefined).map(sourceOf);
  const preloads = tags
    .filter((tag) => /^<link/i.test(tag) && attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'));
  const defined = (values: (string | undefined)[]) =>
    values.filter((value): value is string => value !== undefined);
  const result = {
    modules: defined(modules),
    classic: defined(classic),
    preloads: defined(preloads),
  };
  if (result.modules.length === 0) {
    throw new Error('The index.html has no <script type="module" src=…>.');
  }
  return result;
}

/** A built front end: its dist folder, the URL path it is served under and its workspace. */
export type FrontEnd = { dist: string; base: string; workspace: string };

export const consoleFrontEnd: FrontEnd = { dist: consoleDist, base: 'console', workspace: '@tessera/console' };
export const experienceFrontEnd: FrontEnd = { dist: experienceDist, base: 'experience', workspace: '@tessera/experience' };

export function readIndex({ dist, workspace }: FrontEnd): string {
  const indexPath = path.join(dist, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`${indexPath} is missing. Run \`npm run build -w ${workspace}\`.`);
  }
  return fs.readFileSync(indexPath, 'utf8');
}

export const readConsoleIndex = () => readIndex(consoleFrontEnd);

/** Maps a URL path such as `/console/assets/x.js` to its file in the front end's dist. */
export function distFileOf(urlPath: string, { dist, base }: FrontEnd = consoleFrontEnd): string {
  const relative = urlPath.replace(new RegExp(`^(https?://[^/]+)?/${base}/`), '').replace(/^\.?\//, '');
  return path.join(dist, relative);
}

// `import … from "./x.js"`, `export … from "./x.js"` and `import "./x.js"`; never `import("./x.js")`.
const staticImport =
  /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The given files plus every chunk they import statically, transitively: what the browser must
 * fetch before the app starts, whether or not index.html lists it.
 */
export function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    if (file.endsWith('.js')) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(staticImport)) {
        pending.push(path.resolve(path.dirname(file), match[1] ?? ''));
      }
    }
  }
  return [...seen];
}

/** The files of the JS a front end loads before any lazy chunk, and their total gzip size in bytes. */
export function firstLoad(frontEnd: FrontEnd) {
  const { modules, classic, preloads } = findInitialScripts(readIndex(frontEnd));
  const files = withStaticImports([...classic, ...modules, ...preloads].map((url) => distFileOf(url, frontEnd)));
  const gzipBytes = files.reduce((total, file) => total + gzipSync(fs.readFileSync(file)).length, 0);
  return { files, gzipBytes };
}
