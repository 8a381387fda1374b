import { drawSmall } from "./thumbnail-draw";

export type ThumbnailRequest = { id: number; file: File };
/** `small` is undefined when the image cannot be decoded, null when it cannot be encoded. */
export type ThumbnailReply = { id: number; small: Blob | null | undefined };

/** Draws one image; the page sends one at a time (see thumbnail.ts). */
export async function answer({ id, file }: ThumbnailRequest): Promise<ThumbnailReply> {
  try {
    return { id, small: await drawSmall(file) };
  } catch {
    return { id, small: undefined };
  }
}

// Only inside a worker: tests import `answer` on a page-like global.
if ("WorkerGlobalScope" in globalThis) {
  addEventListener("message", (event: MessageEvent<ThumbnailRequest>) => {
    void answer(event.data).then((reply) => postMessage(reply));
  });
}
