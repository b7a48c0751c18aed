/**
 * Where uploaded files go. The local implementation writes to the data dir; cloud object stores
 * (S3, Azure, Google) can implement the same two calls and hand out their own URLs.
 */
export type StorageProvider = {
  /** Stores the bytes under the key; keys are never reused, so an existing file is never replaced. */
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** The public URL a stored key is served at. */
  urlFor: (key: string) => string;
};

export type StoredFile = { size: number; body: ReadableStream<Uint8Array> };

/** A provider that serves its files through this server (`GET /api/user-assets/files/…`). */
export type ServedStorageProvider = StorageProvider & {
  /** The file of a key, or undefined when there is none (or the key is malformed). */
  read: (key: string) => Promise<StoredFile | undefined>;
};
