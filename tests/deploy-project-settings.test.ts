import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectSettingsSql } from "../scripts/deployment/deploy-steps.ts";
import { startOwnStack, type OwnStack } from "./helpers/own-stack";

/**
 * The SQL `npm run deploy` sends with `supabase db query --linked`, run as postgres on the local
 * stack's Vault: it creates the secrets on a first deploy, replaces them on the next, and sets the
 * project URL briefing file links must lie on.
 */

let stack: OwnStack;
beforeAll(async () => {
  stack = await startOwnStack();
});
afterAll(async () => {
  await stack?.stop();
});

const URL_A = "https://abcdefghijklmnopqrst.supabase.co";

describe("the deploy's project settings", () => {
  it("are created, then replaced, never doubled", async () => {
    const state = await stack.inRolledBackTransaction(async (tx) => {
      await tx.exec("delete from vault.secrets; delete from private.storage_public_url");
      await tx.exec(projectSettingsSql(URL_A, "first-secret-first-secret-first-secret"));
      await tx.exec(projectSettingsSql(URL_A, "it's-the-second-secret-of-the-deploy"));
      const secrets = await tx.query<{ name: string; decrypted_secret: string }>(
        "select name, decrypted_secret from vault.decrypted_secrets order by name",
      );
      const url = await tx.query<{ url: string }>("select url from private.storage_public_url");
      return { secrets: secrets.rows, url: url.rows };
    });
    expect(state).toEqual({
      secrets: [
        { name: "cron_secret", decrypted_secret: "it's-the-second-secret-of-the-deploy" },
        { name: "project_url", decrypted_secret: URL_A },
      ],
      url: [{ url: URL_A }],
    });
  });
});
