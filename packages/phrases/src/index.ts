export * from './console/index.js';
export * from './errors/index.js';
export * from './experience/index.js';
export * from './shared/index.js';
