import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Object bytes, keyed by bucket and object version (a fresh uuid per upload),
 * never by the client-chosen name — so no name can walk out of the storage dir.
 * Bytes come in as the chunks the request body arrived in: joining 25 MB into
 * one buffer only to write it out again would cost a copy per upload.
 */
export interface BlobStore {
  put(bucket: string, version: string, chunks: readonly Buffer[]): Promise<void>;
  get(bucket: string, version: string): Promise<Buffer | undefined>;
  remove(bucket: string, version: string): Promise<void>;
}

class MemoryBlobStore implements BlobStore {
  private blobs = new Map<string, readonly Buffer[]>();
  async put(bucket: string, version: string, chunks: readonly Buffer[]) {
    this.blobs.set(`${bucket}\u0000${version}`, chunks);
  }
  async get(bucket: string, version: string) {
    const key = `${bucket}\u0000${version}`;
    const chunks = this.blobs.get(key);
    if (!chunks) return undefined;
    // Joined on the first read only (most uploads are never read back here).
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    this.blobs.set(key, [bytes]);
    return bytes;
  }
  async remove(bucket: string, version: string) {
    this.blobs.delete(`${bucket}\u0000${version}`);
  }
}

class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}
  private file(bucket: string, version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`invalid object version ${version}`);
    return path.join(this.root, encodeURIComponent(bucket), version);
  }
  async put(bucket: string, version: string, chunks: readonly Buffer[]) {
    const file = this.file(bucket, version);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, chunks);
  }
  async get(bucket: string, version: string) {
    try {
      return await readFile(this.file(bucket, version));
    } catch {
      return undefined;
    }
  }
  async remove(bucket: string, version: string) {
    await rm(this.file(bucket, version), { force: true });
  }
}

export async function createBlobStore(dir: string | null): Promise<BlobStore> {
  if (!dir) return new MemoryBlobStore();
  await mkdir(dir, { recursive: true });
  return new DiskBlobStore(dir);
}
