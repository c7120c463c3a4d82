// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
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
