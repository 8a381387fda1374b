/**
 * The cross-origin requests the site's browser code makes to the project, as
 * their CORS preflights see them: the methods and every request header the
 * app sets (supabase-js, tus-js-client and our own). A browser refuses the
 * request when the preflight's answer leaves one out. Kept in step with the
 * app by tests/deployment-app-headers.test.ts, which records what the app's
 * own client code sends.
 */

export type AppRequest = {
  /** Path after the project URL; `<folder>` and `<upload>` are filled in per run. */
  path: string;
  methods: readonly string[];
  headers: readonly string[];
};

const KEY_HEADERS = ["apikey", "authorization"] as const;

export const APP_REQUESTS = {
  /** Drafts, applications, briefings and the RPCs (supabase-js's PostgREST client). */
  dataApi: {
    path: "/rest/v1/wizard_sessions",
    methods: ["GET", "POST"],
    headers: [
      ...KEY_HEADERS,
      "x-client-info",
      "x-wizard-session",
      "content-type",
      "prefer",
      "accept-profile",
      "content-profile",
    ],
  },
  /** An upload and a removal through supabase-js's storage client. */
  storageUpload: {
    path: "/storage/v1/object/konfigurator-bilder/uploads/<folder>/deployment-check.png",
    methods: ["POST", "DELETE"],
    headers: [...KEY_HEADERS, "x-client-info", "x-wizard-session", "x-upsert", "content-type"],
  },
  /** A tus creation with the file's first chunk (resumable-upload.ts); the session travels in its metadata. */
  tusCreation: {
    path: "/storage/v1/upload/resumable",
    methods: ["POST"],
    headers: [...KEY_HEADERS, "x-upsert", "tus-resumable", "upload-length", "upload-metadata", "content-type"],
  },
  /** The further chunks, the offset lookup and the termination of one tus upload. */
  tusUpload: {
    path: "/storage/v1/upload/resumable/<upload>",
    methods: ["PATCH", "HEAD", "DELETE"],
    headers: [...KEY_HEADERS, "x-upsert", "tus-resumable", "upload-offset", "content-type"],
  },
} as const satisfies Record<string, AppRequest>;
