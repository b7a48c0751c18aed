const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** How far into an SVG file its root element may start (XML declaration, comments, doctype). */
const svgSniffBytes = 4096;

const looksLikeSvg = (bytes: Uint8Array) => {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, svgSniffBytes));
  return /^\uFEFF?\s*</.test(head) && /<svg[\s>/]/i.test(head);
};

const signatures: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  'image/vnd.microsoft.icon': (bytes) => startsWith(bytes, [0x00, 0x00, 0x01, 0x00]),
  'image/x-icon': (bytes) => startsWith(bytes, [0x00, 0x00, 0x01, 0x00]),
  'image/svg+xml': looksLikeSvg,
  'image/tiff': (bytes) => startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  'image/bmp': (bytes) => startsWith(bytes, ascii('BM')),
  'application/zip': (bytes) =>
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]),
};

/**
 * Whether the content starts like a file of the declared type. The declared type comes from the
 * client; checking the leading bytes keeps, say, an HTML page from being stored as a PNG.
 */
export const matchesFileSignature = (mimeType: string, bytes: Uint8Array): boolean =>
  signatures[mimeType]?.(bytes) ?? false;
