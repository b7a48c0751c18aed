import { avatarPaletteSize } from '@tessera/schemas';

/** First character of the name (whole code point, so emoji and CJK stay intact). */
export const getAvatarLetter = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

/** Palette slot picked from the letter's code point, so a name keeps its colour everywhere. */
export const getAvatarColorIndex = (name: string) =>
  (getAvatarLetter(name).codePointAt(0) ?? 0) % avatarPaletteSize;
