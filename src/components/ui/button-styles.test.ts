import { describe, expect, it } from "vitest";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-styles";

const variants: ButtonVariant[] = ["gold", "primary", "secondary", "outline", "light", "danger"];
const sizes: ButtonSize[] = ["md", "lg"];
const classes = (className: string) => className.split(/\s+/);

describe("buttonClass", () => {
  it("gives every variant and size one corner radius and one border width, so a row's buttons match", () => {
    for (const variant of variants) {
      for (const size of sizes) {
        const list = classes(buttonClass(variant, size));
        expect(
          list.filter((name) => name.startsWith("rounded")),
          `${variant} ${size}`,
        ).toEqual(["rounded-xl"]);
        expect(
          list.filter((name) => /^border(-\d+)?$/.test(name)),
          `${variant} ${size}`,
        ).toEqual(["border-2"]);
      }
    }
  });

  it("sizes the padding and type by size alone, never by variant", () => {
    for (const size of sizes) {
      const sized = (variant: ButtonVariant) =>
        classes(buttonClass(variant, size)).filter((name) => /(^|:)(p[xy]-|text-(base|lg|\[))/.test(name));
      for (const variant of variants) expect(sized(variant), variant).toEqual(sized("gold"));
    }
  });

  it("keeps long labels wrapping inside the button and shows a disabled one as such", () => {
    const list = classes(buttonClass("gold", "lg"));
    expect(list).toEqual(
      expect.arrayContaining(["max-w-full", "text-center", "disabled:opacity-60", "aria-disabled:opacity-60"]),
    );
  });

  it("adds layout classes after the look", () => {
    expect(buttonClass("primary", "md", "w-full")).toBe(`${buttonClass("primary", "md")} w-full`);
  });
});
