export * from './characters';
export * from './check-password';
export * from './policy';
export * from './pwned';
export * from './rejections';
export * from './restricted-runs';
export * from './user-info';
