import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ADD_CONTROL, focusNextAfterRemoval, REMOVE_BUTTON } from "./focus-after-removal";

function List({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <div>
      <input aria-label="Neue Seite" {...ADD_CONTROL} />
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item}>
              {item}
              <button
                type="button"
                {...REMOVE_BUTTON}
                aria-label={`${item} entfernen`}
                onClick={(event) => {
                  focusNextAfterRemoval(event.currentTarget);
                  setItems((all) => all.filter((other) => other !== item));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const frames = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe("focusNextAfterRemoval", () => {
  it("moves focus to the item now in the removed one's place, then the one before, then the fallback", async () => {
    const user = userEvent.setup();
    render(<List initial={["Team", "Preise", "Blog"]} />);
    await user.click(screen.getByRole("button", { name: "Preise entfernen" }));
    await frames();
    expect(screen.getByRole("button", { name: "Blog entfernen" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await frames();
    expect(screen.getByRole("button", { name: "Team entfernen" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await frames();
    expect(screen.getByRole("textbox", { name: "Neue Seite" })).toHaveFocus();
  });
});
