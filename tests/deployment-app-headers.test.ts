import type { HttpRequest, HttpResponse, HttpStack, UploadOptions } from "tus-js-client";
import * as tus from "tus-js-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { createSupabaseClient } from "~/lib/supabase";
import { resumableUpload, RESUMABLE_CHUNK_SIZE } from "~/features/wizard/uploads/resumable-upload";
import { APP_REQUESTS, type AppRequest } from "../scripts/deployment/app-requests.ts";

/**
 * The check's preflights must ask for every header the app sends, or a project
 * that refuses one of them passes the check and fails in the browser. These
 * record the app's own requests (its Supabase client, its tus upload) and hold
 * them against scripts/deployment/app-requests.ts.
 */

type Sent = { method: string; url: string; headers: string[] };

// Headers a browser sets itself or that need no preflight permission.
const SAFELISTED = new Set(["accept", "accept-language", "content-language"]);

/**
 * The declared headers are exactly those the app sent: none missing, none the app never sends. Methods:
 * each one sent is declared (a resumed upload's HEAD and a cancelled one's DELETE are not recorded here).
 */
function expectCovered(sent: Sent[], request: AppRequest, matches: (url: string) => boolean) {
  const mine = sent.filter((entry) => matches(entry.url));
  expect(mine.length).toBeGreaterThan(0);
  const methods = new Set(mine.map((entry) => entry.method));
  const headers = new Set(mine.flatMap((entry) => entry.headers).filter((name) => !SAFELISTED.has(name)));
  expect(request.methods).toEqual(expect.arrayContaining([...methods]));
  expect([...headers].sort()).toEqual([...request.headers].sort());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the preflights of check:deployment ask for what the app sends", () => {
  it("to the Data API and Storage through supabase-js", async () => {
    const sent: Sent[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      sent.push({ method: init?.method ?? "GET", url, headers: [...new Headers(init?.headers).keys()] });
      return new Response("[]", { status: 200, headers: { "content-type": "application/json" } });
    });
    // Node 20 has no WebSocket; supabase-js constructs its realtime client anyway.
    vi.stubGlobal("WebSocket", WebSocket);
    const client = createSupabaseClient("session_1");
    await client.from("wizard_sessions").upsert({ id: "session_1", session_data: {} }, { onConflict: "id" }).select();
    await client.from("wizard_sessions").select("updated_at").eq("id", "session_1").maybeSingle();
    await client.rpc("discard_wizard_draft");
    const bucket = client.storage.from("konfigurator-bilder");
    await bucket.upload("uploads/f/a.png", new File(["x"], "a.png", { type: "image/png" }), { upsert: false });
    await bucket.remove(["uploads/f/a.png"]);

    expectCovered(sent, APP_REQUESTS.dataApi, (url) => url.includes("/rest/v1/"));
    expectCovered(sent, APP_REQUESTS.storageUpload, (url) => url.includes("/storage/v1/object/"));
  });

  it("to the tus endpoint, creation and further chunks", async () => {
    const sent: Sent[] = [];
    const uploadUrl = "http://127.0.0.1:1/storage/v1/upload/resumable/abc";
    const stack: HttpStack = {
      getName: () => "recorder",
      createRequest(method, url) {
        const headers = new Map<string, string>();
        const request: HttpRequest = {
          getMethod: () => method,
          getURL: () => url,
          setHeader: (name, value) => void headers.set(name.toLowerCase(), value),
          getHeader: (name) => headers.get(name.toLowerCase()),
          setProgressHandler: () => {},
          abort: async () => {},
          getUnderlyingObject: () => null,
          async send(body) {
            sent.push({ method, url, headers: [...headers.keys()] });
            const length = Number(headers.get("upload-length") ?? 0);
            const size = body && typeof (body as Blob).size === "number" ? (body as Blob).size : 0;
            const offset = method === "POST" ? size : Number(headers.get("upload-offset")) + size;
            return answer(method === "POST" ? 201 : 204, {
              location: uploadUrl,
              "upload-offset": String(offset),
              "upload-length": String(length),
            });
          },
        };
        return request;
      },
    };
    class RecordedUpload extends tus.Upload {
      constructor(file: File, options: UploadOptions) {
        super(file, { ...options, httpStack: stack, urlStorage: noUrlStorage });
      }
    }
    vi.stubGlobal("window", { addEventListener() {}, removeEventListener() {} });
    const file = new File([new Uint8Array(RESUMABLE_CHUNK_SIZE + 1024)], "big.png", { type: "image/png" });
    await resumableUpload(
      { bucket: "konfigurator-bilder", path: "uploads/f/big.png", file, sessionId: "session_1" },
      { supabaseUrl: "http://127.0.0.1:1", anonKey: "key" },
      { Upload: RecordedUpload },
    );

    expect(sent.map((entry) => entry.method)).toEqual(["POST", "PATCH"]);
    expectCovered(sent, APP_REQUESTS.tusCreation, (url) => url.endsWith("/upload/resumable"));
    expectCovered(sent, APP_REQUESTS.tusUpload, (url) => url === uploadUrl);
  });
});

function answer(status: number, headers: Record<string, string>): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: (name) => headers[name.toLowerCase()],
    getBody: () => "",
    getUnderlyingObject: () => null,
  };
}

const noUrlStorage: NonNullable<UploadOptions["urlStorage"]> = {
  findAllUploads: async () => [],
  findUploadsByFingerprint: async () => [],
  removeUpload: async () => {},
  addUpload: async () => "key",
};
