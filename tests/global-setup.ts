import type { TestProject } from "vitest/node";
import { startLocalStack, type LocalStack } from "../supabase/local/server.ts";

// One in-memory stack for the whole integration run. Workers are separate
// processes, so the URL travels through vitest's provide/inject, not process.env.
declare module "vitest" {
  export interface ProvidedContext {
    supabaseUrl: string;
  }
}

const PORT = 54329;

async function start(): Promise<LocalStack> {
  try {
    return await startLocalStack({ port: PORT, dataDir: null, quiet: true });
  } catch (error) {
    // Another run on this machine holds the port; tests only need some URL.
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return startLocalStack({ port: 0, dataDir: null, quiet: true });
  }
}

export default async function setup(project: TestProject) {
  const stack = await start();
  // The migrations close the application period (the campaign is over); the
  // tests that send applications need it open. tests/application-period.test.ts
  // checks the closed period on a stack of its own.
  await stack.db.query("update private.application_period set starts_on = '2000-01-01', ends_on = '2999-12-31'");
  process.env.SUPABASE_TEST_URL = stack.url;
  project.provide("supabaseUrl", stack.url);
  return async () => {
    await stack.stop();
  };
}
