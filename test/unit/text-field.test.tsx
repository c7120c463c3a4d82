// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "../../app/components/ui/text-field";

// The shared text field: a limit shows a counter from 80% on and refuses a longer value with the server's words.

afterEach(cleanup);

const noop = () => {};

describe("TextField", () => {
  it("labels its input and wires its description to it", () => {
    render(<TextField label="Project name" value="" onChange={noop} description="Shown to the team." />);
    const input = screen.getByRole("textbox", { name: "Project name" });
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Shown to the team.");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows no counter below 80% of the limit, and one from 80% on", () => {
    const { rerender } = render(<TextField label="Name" value={"a".repeat(7)} onChange={noop} limit={10} />);
    expect(screen.queryByTestId("char-counter")).toBeNull();
    rerender(<TextField label="Name" value={"a".repeat(8)} onChange={noop} limit={10} />);
    expect(screen.getByTestId("char-counter").textContent).toBe("8 / 10");
  });

  it("marks a value over the limit invalid, with the limit label in the message", () => {
    render(<TextField label="Name" limitLabel="Task name" value={"a".repeat(11)} onChange={noop} limit={10} />);
    expect(screen.getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Task name is too long (max 10 characters).")).toBeTruthy();
  });

  it("shows the caller's error first, and renders a textarea when multiline", () => {
    render(<TextField label="Notes" value="x" onChange={noop} multiline errorMessage="Please write something longer." />);
    expect(screen.getByRole("textbox", { name: "Notes" }).tagName).toBe("TEXTAREA");
    expect(screen.getByText("Please write something longer.")).toBeTruthy();
  });
});

describe("TextField on a server-rendered page", () => {
  // A person types into the box before the page has hydrated: the text must survive hydration and the
  // first re-render (it used to be wiped, and the wizard's Generate button stayed disabled).
  function Box({ multiline }: { multiline: boolean }) {
    const [value, setValue] = useState("");
    return (
      <>
        <TextField label="Your project idea" value={value} onChange={setValue} multiline={multiline} />
        <output>{`state: ${value}`}</output>
      </>
    );
  }

  for (const multiline of [true, false]) {
    it(`keeps text typed before hydration in ${multiline ? "a textarea" : "an input"}`, async () => {
      const container = document.createElement("div");
      document.body.appendChild(container);
      container.innerHTML = renderToString(<Box multiline={multiline} />);
      const box = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(multiline ? "textarea" : "input")!;
      box.value = "A bakery website";
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, <Box multiline={multiline} />);
      });
      expect(container.querySelector("output")?.textContent).toBe("state: A bakery website");
      expect(box.value).toBe("A bakery website");
      await act(async () => root?.unmount());
      container.remove();
    });
  }

  it("changes nothing when the box was left as the server drew it", async () => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    container.innerHTML = renderToString(<Box multiline />);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Box multiline />);
    });
    expect(container.querySelector("output")?.textContent).toBe("state: ");
    await act(async () => root?.unmount());
    container.remove();
  });
});
