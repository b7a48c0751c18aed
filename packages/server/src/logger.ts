import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger };

/** Structured logs; credentials never reach them (see the redact list). */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.clientSecret',
        '*.client_secret',
        '*.secret',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
