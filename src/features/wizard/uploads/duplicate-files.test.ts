import { describe, expect, it } from "vitest";
import { splitDuplicates } from "./duplicate-files";

const file = (name: string, size: number) => ({ name, size });

describe("splitDuplicates", () => {
  it("keeps files new by name or size, in their order", () => {
    const picked = [file("a.jpg", 10), file("a.jpg", 11), file("b.jpg", 10)];
    expect(splitDuplicates(picked, [])).toEqual({ fresh: picked, duplicates: [] });
  });

  it("skips a file listed already, uploading already (size known) or picked twice", () => {
    const { fresh, duplicates } = splitDuplicates(
      [file("listed.jpg", 5), file("running.jpg", 7), file("twice.jpg", 3), file("twice.jpg", 3), file("new.jpg", 1)],
      [
        { fileName: "listed.jpg", size: 5 },
        { fileName: "running.jpg", size: 7 },
        // An upload whose size is not known says nothing.
        { fileName: "new.jpg" },
      ],
    );
    expect(fresh.map((f) => f.name)).toEqual(["twice.jpg", "new.jpg"]);
    expect(duplicates.map((f) => f.name)).toEqual(["listed.jpg", "running.jpg", "twice.jpg"]);
  });

  it("compares with the name as stored, without direction marks", () => {
    const { duplicates } = splitDuplicates([file("Foto\u202E.jpg", 5)], [{ fileName: "Foto.jpg", size: 5 }]);
    expect(duplicates).toHaveLength(1);
  });
});
