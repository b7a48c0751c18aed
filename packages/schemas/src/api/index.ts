export * from './endpoint';
export * from './pagination';
export * from './params';
export * from './roles';
