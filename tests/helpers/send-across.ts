import { once } from "node:events";
import http from "node:http";
import { stackUrl } from "./clients.ts";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * Sends `body` with a request to the stack and runs `meanwhile` while the
 * server is reading it, i.e. after the permission probe that Storage runs
 * before it reads a single byte: 20 MB have gone out, far more than the
 * socket buffers take while nobody reads (a few MB). Then the last 4 MB, and
 * the answer.
 */
export async function sendAcross(
  path: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer,
  meanwhile: () => Promise<void>,
): Promise<Answer> {
  const request = http.request(new URL(path, stackUrl()), {
    method,
    headers: { ...headers, "content-length": String(body.length) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on("error", reject);
  });
  const MB = 1024 * 1024;
  const before = body.length - 4 * MB;
  for (let at = 0; at < before; at += MB) {
    // An early answer (a refused probe) leaves the rest unread: stop waiting then.
    if (!request.write(body.subarray(at, Math.min(at + MB, before)))) {
      await Promise.race([once(request, "drain"), answer]);
    }
  }
  await meanwhile();
  request.end(body.subarray(before));
  return answer;
}
