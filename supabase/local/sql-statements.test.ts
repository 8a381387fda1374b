import { describe, expect, it } from "vitest";
import { splitStatements, statementBody } from "./sql-statements.ts";

describe("splitStatements", () => {
  it("ends statements at top-level semicolons only", () => {
    const sql = `-- header
create function f() returns text language plpgsql as $body$
begin
  return 'a;b' || $$c;d$$; -- inside the body
end
$body$;
/* a comment; /* nested; */ still */ select 'it''s; fine', "odd;name", E'esc\\';aped';
select 1;
-- trailing comment only`;
    expect(splitStatements(sql)).toEqual([
      "-- header\ncreate function f() returns text language plpgsql as $body$\nbegin\n  return 'a;b' || $$c;d$$; -- inside the body\nend\n$body$;",
      `/* a comment; /* nested; */ still */ select 'it''s; fine', "odd;name", E'esc\\';aped';`,
      "select 1;",
    ]);
  });

  it("keeps a last statement without a semicolon and a $ inside a name", () => {
    expect(splitStatements("select a$b from t; select 2")).toEqual(["select a$b from t;", "select 2"]);
  });
});

describe("statementBody", () => {
  it("drops leading comments and blanks", () => {
    expect(statementBody("  -- why\n/* more */\n create policy p on t;")).toBe("create policy p on t;");
  });
});
