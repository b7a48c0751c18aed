import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';

const require = createRequire(import.meta.url);
const pageBytes = 64 * 1024;

/**
 * The most memory one sandbox's engine may hold, heap and interpreter stack included. The cap is
 * the WebAssembly memory's own maximum: the engine's allocation limit is not enforced by this
 * build, while a memory that cannot grow past its maximum is a hard limit.
 */
export const sandboxMemoryBytes = 32 * 1024 * 1024;
// The engine starts with 16 MiB of linear memory (its build's initial size).
const initialPages = (16 * 1024 * 1024) / pageBytes;

let compiled: Promise<WebAssembly.Module> | undefined;

const instantiate = (wasmModule: WebAssembly.Module) =>
  newQuickJSWASMModuleFromVariant(
    newVariant(releaseSync, {
      wasmModule,
      wasmMemory: async () => new WebAssembly.Memory({ initial: initialPages, maximum: sandboxMemoryBytes / pageBytes }),
    }),
  );

/**
 * The engine's WebAssembly code, compiled once per process. `warmUp` runs once on a first
 * instance: WebAssembly functions are compiled on their first call, which can take longer than
 * a script may run, so the paths every script takes are compiled before any time limit starts.
 */
const compiledEngine = (warmUp: (engine: QuickJSWASMModule) => void) => {
  compiled ??= (async () => {
    const wasmModule = await WebAssembly.compile(await readFile(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm')));
    warmUp(await instantiate(wasmModule));
    return wasmModule;
  })();
  return compiled;
};

/**
 * A fresh instance of the JavaScript engine (QuickJS compiled to WebAssembly) with a linear
 * memory of its own, capped at `sandboxMemoryBytes`. Nothing of the host is imported into it
 * beyond what the engine's C library needs (clock, memory growth): no filesystem, no process.
 */
export async function newSandboxEngine(warmUp: (engine: QuickJSWASMModule) => void): Promise<QuickJSWASMModule> {
  return instantiate(await compiledEngine(warmUp));
}
