import type { Translation } from '../shared/phrases.js';
import type en from './locales/en.js';

/** The shape every console language has: English's keys, any string as a value. */
export type ConsolePhrases = Translation<typeof en>;
