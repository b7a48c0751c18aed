import fs from 'node:fs';
import path from 'node:path';
import { consoleDist } from './paths.js';

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/**
 * The JavaScript the console's index.html makes the browser fetch before anything is lazy-loaded:
 * the entry module and its modulepreload links, as URL paths (e.g. `/console/assets/index-abc.js`).
 */
export function findInitialScripts(indexHtml: string): { entry: string; preloads: string[] } {
  const tags = indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? [];
  const entry = tags
    .filter((tag) => /^<script/i.test(tag) && attribute(tag, 'type') === 'module')
    .map((tag) => attribute(tag, 'src'))
    .find((src) => src !== undefined);
  if (!entry) {
    throw new Error('The console index.html has no <script type="module" src=…>.');
  }
  const preloads = tags
    .filter((tag) => /^<link/i.test(tag) && attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => href !== undefined);
  return { entry, preloads };
}

export function readConsoleIndex(): string {
  const indexPath = path.join(consoleDist, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`${indexPath} is missing. Run \`npm run build -w @tessera/console\`.`);
  }
  return fs.readFileSync(indexPath, 'utf8');
}

/** Maps a URL path such as `/console/assets/x.js` to its file in the console's dist. */
export function distFileOf(urlPath: string): string {
  const relative = urlPath.replace(/^(https?:\/\/[^/]+)?\/console\//, '').replace(/^\.?\//, '');
  return path.join(consoleDist, relative);
}
