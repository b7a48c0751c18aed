export { errorPhrases, type ErrorCode, type ErrorPhrases } from './error-phrases.js';
export { isErrorCode, translateError } from './translate-error.js';
