import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Object bytes, keyed by bucket and object version (a fresh uuid per upload),
 * never by the client-chosen name — so no name can walk out of the storage dir.
 */
export interface BlobStore {
  put(bucket: string, version: string, bytes: Buffer): Promise<void>;
  get(bucket: string, version: string): Promise<Buffer | undefined>;
  remove(bucket: string, version: string): Promise<void>;
}

class MemoryBlobStore implements BlobStore {
  private blobs = new Map<string, Buffer>();
  async put(bucket: string, version: string, bytes: Buffer) {
    this.blobs.set(`${bucket}\u0000${version}`, bytes);
  }
  async get(bucket: string, version: string) {
    return this.blobs.get(`${bucket}\u0000${version}`);
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
  async put(bucket: string, version: string, bytes: Buffer) {
    const file = this.file(bucket, version);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
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
