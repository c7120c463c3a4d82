// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusFirstItem } from "../../app/components/integrations/use-focus-first-item";

// A menu whose items arrive after its mount effect (react-aria's collection on a busy machine) still
// opens with its first enabled item focused, not the menu itself.

afterEach(cleanup);

function Menu({ late }: { late: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<string[]>([]);
  useFocusFirstItem(ref);
  return (
    <>
      <button type="button" onClick={() => setItems(late)}>
        add items
      </button>
      <div ref={ref} role="menu" tabIndex={-1} aria-label="Sync Options">
        {items.map((label, i) => (
          <div key={label} role="menuitem" tabIndex={-1} aria-disabled={i === 0 && label.startsWith("(") ? "true" : undefined}>
            {label}
          </div>
        ))}
      </div>
    </>
  );
}

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

describe("useFocusFirstItem", () => {
  it("moves the focus from the menu to its first enabled item once the items exist", async () => {
    const { getByRole, getByText } = render(<Menu late={["(Never synced)", "Sync with Jira", "Pull from Jira"]} />);
    getByRole("menu").focus();
    await frame();
    expect(document.activeElement?.getAttribute("role")).toBe("menu");
    act(() => getByText("add items").dispatchEvent(new MouseEvent("click", { bubbles: true })));
    getByRole("menu").focus();
    await frame();
    expect(document.activeElement?.textContent).toBe("Sync with Jira");
  });

  it("leaves the focus alone when it is outside the menu", async () => {
    const { getByText } = render(<Menu late={["Sync with Jira"]} />);
    const button = getByText("add items");
    button.focus();
    act(() => button.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    await frame();
    await frame();
    expect(document.activeElement).toBe(button);
  });
});
