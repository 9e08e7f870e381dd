import type { MediaStorage } from './media-storage';

/** A storage as it is opened: what it stores, and how to let go of what it holds open (the S3 client's connections). */
export interface OpenedStorage {
  storage: MediaStorage;
  close(): void;
}
