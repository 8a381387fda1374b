import { toast } from "~/components/ui/toast";
import { duplicateMessage } from "./messages";
import { plainFileName } from "./sanitize-file-name";

/**
 * Files of a pick that are already there. A visitor who is not sure the first
 * pick worked picks the same photo again, or drops a folder's selection twice,
 * and the agency would receive every copy. Name and size together stand for
 * the file: a different photo with the same name has another size, and the
 * browser gives nothing closer (no path, no content hash without reading it).
 */
type Known = { fileName: string; size?: number };

const keyOf = (name: string, size: number) => `${size}\u0000${name}`;

/** `picked` split into the files to upload and those listed, uploading or picked twice, in their order. */
export function splitDuplicates<F extends Pick<File, "name" | "size">>(
  picked: readonly F[],
  known: readonly Known[],
): { fresh: F[]; duplicates: F[] } {
  const seen = new Set(known.flatMap((item) => (item.size === undefined ? [] : [keyOf(item.fileName, item.size)])));
  const fresh: F[] = [];
  const duplicates: F[] = [];
  for (const file of picked) {
    // Listed files carry the name as stored, without control characters (storage.ts).
    const key = keyOf(plainFileName(file.name), file.size);
    if (seen.has(key)) duplicates.push(file);
    else {
      seen.add(key);
      fresh.push(file);
    }
  }
  return { fresh, duplicates };
}

/** The files of `picked` to upload; each one already there is named in a toast and left out. */
export function withoutDuplicates(picked: File[], known: readonly Known[]): File[] {
  const { fresh, duplicates } = splitDuplicates(picked, known);
  for (const file of duplicates) {
    const message = duplicateMessage(file.name);
    toast.info(message.title, { description: message.description });
  }
  return fresh;
}
