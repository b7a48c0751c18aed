import { describe, expect, it } from 'vitest';

import {
  formatUploadLimit,
  generalUploadMimeTypes,
  generalUploadRules,
  logoUploadRules,
  validateUploadFiles,
} from './upload';

const KB = 1024;
const MB = 1024 * KB;
const png = (size: number) => ({ type: 'image/png', size });

describe('general uploads', () => {
  it.each(generalUploadMimeTypes)('accepts %s', (type) => {
    expect(validateUploadFiles([{ type, size: 1 }])).toBeUndefined();
  });

  it('refuses other types and lists the extensions', () => {
    expect(validateUploadFiles([{ type: 'application/pdf', size: 1 }])).toEqual({
      code: 'error_file_type',
      interpolation: { extensions: 'jpeg, png, gif, ico, svg, tiff, webp, bmp, zip' },
    });
  });

  it('allows exactly 20 MB, not a byte more', () => {
    expect(validateUploadFiles([png(20 * MB)], generalUploadRules)).toBeUndefined();
    expect(validateUploadFiles([png(20 * MB + 1)], generalUploadRules)).toEqual({
      code: 'error_file_size',
      interpolation: { limit: '20 MB', bytes: 20 * MB },
    });
  });
});

describe('logo uploads', () => {
  it('takes one file only', () => {
    expect(validateUploadFiles([], logoUploadRules)?.code).toBe('error_file_count');
    expect(validateUploadFiles([png(1), png(1)], logoUploadRules)).toEqual({
      code: 'error_file_count',
      interpolation: { count: 1 },
    });
  });

  it.each(['image/svg+xml', 'image/png', 'image/jpeg', 'image/vnd.microsoft.icon', 'image/x-icon'])(
    'accepts %s',
    (type) => {
      expect(validateUploadFiles([{ type, size: 10 }], logoUploadRules)).toBeUndefined();
    },
  );

  it.each(['image/gif', 'image/webp', 'application/zip'])('refuses %s', (type) => {
    expect(validateUploadFiles([{ type, size: 10 }], logoUploadRules)).toEqual({
      code: 'error_file_type',
      interpolation: { extensions: 'svg, png, jpeg, ico' },
    });
  });

  it('allows exactly 500 KB, not a byte more', () => {
    expect(validateUploadFiles([png(500 * KB)], logoUploadRules)).toBeUndefined();
    expect(validateUploadFiles([png(500 * KB + 1)], logoUploadRules)).toEqual({
      code: 'error_file_size',
      interpolation: { limit: '500 KB', bytes: 500 * KB },
    });
  });

  it('reports the type before the size', () => {
    expect(validateUploadFiles([{ type: 'image/gif', size: MB }], logoUploadRules)?.code).toBe(
      'error_file_type',
    );
  });
});

it('formats limits in binary units', () => {
  expect(formatUploadLimit(500 * KB)).toBe('500 KB');
  expect(formatUploadLimit(20 * MB)).toBe('20 MB');
  expect(formatUploadLimit(1536 * KB)).toBe('1536 KB');
});
