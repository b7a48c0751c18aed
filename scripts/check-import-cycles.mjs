import fs from 'node:fs';
import path from 'node:path';
import { root } from './build-steps.mjs';

/**
 * Fails when modules of a package import each other in a circle, or when a server file imports
 * a layer above its own. Type-only imports are left out: they are erased at build time and
 * cannot make a runtime cycle. Layering between packages and console layers is enforced by the
 * lint rules; this check covers cycles inside each package and the server's layers.
 */
const sourceExtensions = ['.ts', '.tsx'];
const importPattern = /^\s*(import|export)\s+(?!type\b)[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

const listSources = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : listSources(full);
    }
    return sourceExtensions.includes(path.extname(entry.name)) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const resolveImport = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [...sourceExtensions.map((ext) => base + ext), ...sourceExtensions.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(candidate));
};

const cycles = [];
for (const pkg of fs.readdirSync(path.join(root, 'packages'))) {
  const srcDir = path.join(root, 'packages', pkg, 'src');
  if (!fs.existsSync(srcDir)) {
    continue;
  }
  const graph = new Map();
  for (const file of listSources(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(importPattern)) {
      const resolved = resolveImport(file, match[2] ?? match[3]);
      if (resolved) {
        targets.add(resolved);
      }
    }
    graph.set(file, targets);
  }
  const state = new Map();
  const stack = [];
  const visit = (file) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') {
        cycles.push(stack.slice(stack.indexOf(next)).concat(next).map((item) => path.relative(root, item)));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) {
    if (!state.has(file)) {
      visit(file);
    }
  }
}

/**
 * The server's layers, top first: a file may import its own layer and those below it. Entry
 * points start the composition root; the root assembles the OIDC providers and the modules'
 * routes; providers read the modules' queries; modules build on the upstream federation clients
 * (Tessera as a relying party of outside providers) and the request kit (router, contracts,
 * guards), which build on the ground (database, tenancy, events, errors, config).
 */
const serverLayers = [
  { name: 'test kit', paths: ['testing/'] },
  { name: 'entry points', paths: ['main.ts', 'cli/'] },
  { name: 'composition root', paths: ['app/', 'bootstrap/'] },
  { name: 'OIDC providers', paths: ['oidc/'] },
  { name: 'modules', paths: ['modules/'] },
  { name: 'upstream federation', paths: ['federation/'] },
  { name: 'request kit', paths: ['http/', 'auth/'] },
  {
    name: 'ground',
    paths: ['db/', 'tenancy/', 'events/', 'cache/', 'metrics/', 'errors/', 'utils/', 'logger.ts', 'config.ts', 'app-context.ts'],
  },
];
const serverSrc = path.join(root, 'packages', 'server', 'src');
const layerOf = (file) => {
  const relative = path.relative(serverSrc, file).split(path.sep).join('/');
  const index = serverLayers.findIndex((layer) => layer.paths.some((prefix) => relative === prefix || relative.startsWith(prefix)));
  if (index === -1) {
    throw new Error(`packages/server/src/${relative} is in no layer: add it to serverLayers in ${path.relative(root, import.meta.filename)}`);
  }
  return index;
};
const upward = [];
for (const file of listSources(serverSrc)) {
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[2] ?? match[3]);
    if (target && target.startsWith(serverSrc) && layerOf(target) < layerOf(file)) {
      upward.push(
        `  ${path.relative(root, file)} (${serverLayers[layerOf(file)].name}) → ${path.relative(root, target)} (${serverLayers[layerOf(target)].name})`,
      );
    }
  }
}
if (upward.length > 0) {
  process.stderr.write(`Imports that run up the server's layers:\n${upward.join('\n')}\n`);
  process.exit(1);
}

if (cycles.length > 0) {
  process.stderr.write(`Import cycles found:\n${cycles.map((cycle) => `  ${cycle.join(' → ')}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write('No import cycles; no server import runs up a layer.\n');
