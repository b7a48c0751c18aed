const pemPattern = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;
const base64Pattern = /^[A-Za-z0-9+/=\s]+$/;

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
};

/** The file's bytes, through FileReader, which every browser and test DOM has. */
const readBytes = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(new Uint8Array(reader.result as ArrayBuffer)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read.')));
    reader.readAsArrayBuffer(file);
  });

/**
 * The certificate in a file an IdP hands out: PEM text (`.pem`, and `.cer`/`.crt` in text form)
 * is kept as PEM; a DER file (binary `.cer`) becomes its base64, which the server also reads.
 * Undefined when the file holds neither.
 */
export const readCertificateFile = async (file: Blob): Promise<string | undefined> => {
  const bytes = await readBytes(file);
  if (bytes.length === 0) {
    return undefined;
  }
  const text = new TextDecoder().decode(bytes);
  const pem = pemPattern.exec(text)?.[0];
  if (pem) {
    return pem;
  }
  // DER certificates are an ASN.1 SEQUENCE: they start with 0x30.
  if (bytes[0] === 0x30) {
    return toBase64(bytes);
  }
  const trimmed = text.trim();
  return trimmed.length > 0 && base64Pattern.test(trimmed) ? trimmed.replace(/\s+/g, '') : undefined;
};
