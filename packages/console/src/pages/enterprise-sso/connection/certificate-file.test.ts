import { describe, expect, it } from 'vitest';

import { readCertificateFile } from './certificate-file';

describe('readCertificateFile', () => {
  const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';

  it('keeps the PEM block of a text file and drops what surrounds it', async () => {
    await expect(readCertificateFile(new Blob([`subject=CN=idp\n${pem}\n`]))).resolves.toBe(pem);
  });

  it('turns a DER file into its base64', async () => {
    const der = new Uint8Array([0x30, 0x82, 0x01, 0x0a, 0xff]);
    await expect(readCertificateFile(new Blob([der]))).resolves.toBe(btoa(String.fromCharCode(...der)));
  });

  it('accepts bare base64 and refuses anything else', async () => {
    await expect(readCertificateFile(new Blob(['MIIB\nMIIC\n']))).resolves.toBe('MIIBMIIC');
    await expect(readCertificateFile(new Blob(['hello, world!']))).resolves.toBeUndefined();
    await expect(readCertificateFile(new Blob([]))).resolves.toBeUndefined();
  });
});
