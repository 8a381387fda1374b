import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { submitApplication } from "~/features/landing/api/submit-application";
import type * as EnvModule from "~/lib/env";
import { applicationSchema } from "~/schemas/application";
import { anonClient, serviceClient } from "./helpers/clients.ts";
import { validApplication } from "./helpers/fixtures.ts";

// The landing page's own client (src/lib/supabase.ts) talks to this run's stack.
vi.mock("~/lib/env", async (importOriginal) => {
  const { inject } = await import("vitest");
  return { ...(await importOriginal<typeof EnvModule>()), supabaseUrl: inject("supabaseUrl") };
});
afterEach(() => vi.unstubAllGlobals());

async function storedApplications(email: string) {
  const { data, error } = await serviceClient().from("azubiprojekt_bewerbungen").select("*").eq("email", email);
  expect(error).toBeNull();
  return data ?? [];
}

describe("azubiprojekt_bewerbungen", () => {
  it("accepts an application from an anonymous visitor", async () => {
    const email = `ok-${Date.now()}@example.de`;
    const { error, status } = await anonClient().from("azubiprojekt_bewerbungen").insert(validApplication({ email }));
    expect(error).toBeNull();
    expect(status).toBe(201);

    const rows = await storedApplications(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ vorname: "Erika", firma: "Mustermann Haustechnik GmbH" });
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses several applications in one request, storing none (…_one_row_per_visitor_request.sql)", async () => {
    const email = `bulk-${Date.now()}@example.de`;
    const { error, status } = await anonClient()
      .from("azubiprojekt_bewerbungen")
      .insert([validApplication({ email }), validApplication({ email })]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(await storedApplications(email)).toHaveLength(0);
    // The agency's own imports (service role) are not limited.
    const imported = await serviceClient()
      .from("azubiprojekt_bewerbungen")
      .insert([validApplication({ email }), validApplication({ email })]);
    expect(imported.error).toBeNull();
    expect(await storedApplications(email)).toHaveLength(2);
  });

  it("stores an empty optional website as null", async () => {
    const email = `empty-url-${Date.now()}@example.de`;
    const { error } = await anonClient()
      .from("azubiprojekt_bewerbungen")
      .insert(validApplication({ email, website_aktuell: "" }));
    expect(error).toBeNull();
    expect((await storedApplications(email))[0]!.website_aktuell).toBeNull();
  });

  it("never shows applications to anonymous visitors", async () => {
    await anonClient().from("azubiprojekt_bewerbungen").insert(validApplication());
    const { data, error } = await anonClient().from("azubiprojekt_bewerbungen").select("*");
    expect(data ?? []).toHaveLength(0);
    expect(error?.code).toBe("42501");
  });

  it("does not let a visitor read the inserted row back", async () => {
    const { data, error } = await anonClient().from("azubiprojekt_bewerbungen").insert(validApplication()).select("id");
    expect(data).toBeNull();
    expect(error?.code).toBe("42501");
  });

  it("does not let a visitor change or delete applications", async () => {
    const email = `keep-${Date.now()}@example.de`;
    await anonClient().from("azubiprojekt_bewerbungen").insert(validApplication({ email }));

    const update = await anonClient().from("azubiprojekt_bewerbungen").update({ firma: "Hacked" }).eq("email", email);
    expect(update.error?.code).toBe("42501");
    const remove = await anonClient().from("azubiprojekt_bewerbungen").delete().eq("email", email);
    expect(remove.error?.code).toBe("42501");

    const rows = await storedApplications(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firma).toBe("Mustermann Haustechnik GmbH");
  });

  it("does not let a visitor choose id or created_at", async () => {
    const forged = await anonClient()
      .from("azubiprojekt_bewerbungen")
      .insert({ ...validApplication(), id: "00000000-0000-4000-8000-000000000000" });
    expect(forged.error?.code).toBe("42501");

    const backdated = await anonClient()
      .from("azubiprojekt_bewerbungen")
      .insert({ ...validApplication(), created_at: "2020-01-01T00:00:00Z" });
    expect(backdated.error?.code).toBe("42501");
  });

  it("refuses a 200 kB company description", async () => {
    const { error, status } = await anonClient()
      .from("azubiprojekt_bewerbungen")
      .insert(validApplication({ unternehmensbeschreibung: "x".repeat(200_000) }));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain("azubiprojekt_bewerbungen_unternehmensbeschreibung_check");
  });

  it.each([
    ["blank first name", { vorname: "   " }, "vorname"],
    ["blank company", { firma: "" }, "firma"],
    ["first name of a tab, which btrim() kept", { vorname: "\t" }, "vorname"],
    ["last name of a zero-width space", { nachname: "\u200b" }, "nachname"],
    ["company of a Hangul filler", { firma: "\u3164" }, "firma"],
    [
      "description of a line break and a soft hyphen",
      { unternehmensbeschreibung: "\n\u00ad" },
      "unternehmensbeschreibung",
    ],
    ["e-mail without @", { email: "erika.example.de" }, "email"],
    ["e-mail without domain dot", { email: "erika@example" }, "email"],
    ["e-mail with an empty domain label", { email: "erika@firma..de" }, "email"],
    ["e-mail whose domain starts with a dot", { email: "erika@.firma.de" }, "email"],
    ["phone with letters", { telefon: "030 CALL ME" }, "telefon"],
    ["phone too short", { telefon: "12345" }, "telefon"],
    ["phone too long", { telefon: "+49 30 1234 5678 9012 345" }, "telefon"],
    ["website without scheme", { website_aktuell: "www.example.de" }, "website_aktuell"],
    ["website with javascript:", { website_aktuell: "javascript:alert(1)" }, "website_aktuell"],
    ["first name over 100 characters", { vorname: "E".repeat(101) }, "vorname"],
  ])("refuses a %s", async (_label, overrides, column) => {
    const { error, status } = await anonClient().from("azubiprojekt_bewerbungen").insert(validApplication(overrides));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain(`azubiprojekt_bewerbungen_${column}_check`);
  });

  it.each([["+49 30 123456"], ["(030) 123-456"], ["030/1234567"], ["0301234567"]])(
    "accepts the phone number %s",
    async (telefon) => {
      const { error } = await anonClient().from("azubiprojekt_bewerbungen").insert(validApplication({ telefon }));
      expect(error).toBeNull();
    },
  );

  it("stores one application per request key: the same request sent again adds no row and no error", async () => {
    const email = `key-${Date.now()}@example.de`;
    const row = { ...validApplication({ email }), request_id: randomUUID() };
    const send = () =>
      anonClient().from("azubiprojekt_bewerbungen").upsert(row, { onConflict: "request_id", ignoreDuplicates: true });
    expect((await send()).error).toBeNull();
    expect((await send()).error).toBeNull();
    expect(await storedApplications(email)).toHaveLength(1);
    // Another request (another company of the same person) is another application.
    const other = await anonClient()
      .from("azubiprojekt_bewerbungen")
      .upsert({ ...row, request_id: randomUUID() }, { onConflict: "request_id", ignoreDuplicates: true });
    expect(other.error).toBeNull();
    expect(await storedApplications(email)).toHaveLength(2);
    // The select right the conflict target needs shows a visitor no stored key.
    const keys = await anonClient().from("azubiprojekt_bewerbungen").select("request_id");
    expect(keys.data ?? []).toEqual([]);
  });

  it("keeps one row when the form's retry follows an answer lost after the insert", async () => {
    const email = `lost-answer-${Date.now()}@example.de`;
    // The insert reaches the database, but the connection drops before its answer arrives.
    const realFetch = globalThis.fetch;
    let loseAnswer = true;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await realFetch(input, init);
      const insert = init?.method === "POST" && String(input).includes("/rest/v1/azubiprojekt_bewerbungen");
      if (!(insert && loseAnswer)) return response;
      loseAnswer = false;
      throw new TypeError("Failed to fetch");
    });
    // Node 20 has none; realtime is never used, but the client constructs it.
    vi.stubGlobal("WebSocket", WebSocket);
    // What the form sends: the answers as its schema turns them out.
    const application = applicationSchema.parse(validApplication({ email }));
    const requestId = randomUUID();

    expect((await submitApplication(application, requestId)).error).toBeTruthy();
    expect(await storedApplications(email)).toHaveLength(1);
    // The visitor presses the button again: the same answers go with the same key.
    expect((await submitApplication(application, requestId)).error).toBeNull();
    expect(await storedApplications(email)).toHaveLength(1);
  });
});
