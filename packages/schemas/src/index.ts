export * from './constants';
export * from './entities';
export * from './password-policy';
export * from './utils/color';
export * from './validation';
export * from './api';
