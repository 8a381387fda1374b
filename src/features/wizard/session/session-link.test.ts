import { describe, expect, it } from "vitest";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import { readSessionParam, sessionLink, withoutSessionParam } from "./session-link";

describe("session link", () => {
  it("has the shape <origin>/konfigurator?session=<id> and reads back", () => {
    const link = sessionLink("https://example.de/", TEST_SESSION_ID);
    expect(link).toBe(`https://example.de/konfigurator?session=${TEST_SESSION_ID}`);
    expect(readSessionParam(new URL(link).search)).toBe(TEST_SESSION_ID);
  });

  it("drops only the session parameter from the address", () => {
    expect(withoutSessionParam({ pathname: "/konfigurator", search: `?session=${TEST_SESSION_ID}`, hash: "" })).toBe(
      "/konfigurator",
    );
    expect(withoutSessionParam({ pathname: "/konfigurator", search: "?session=x&utm_source=qr", hash: "#top" })).toBe(
      "/konfigurator?utm_source=qr#top",
    );
    expect(readSessionParam("?utm=1")).toBeNull();
  });
});
