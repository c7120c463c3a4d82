// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "../../app/components/landing/header";

// The landing header's mobile menu (spec §1): the toggle says what it does, Escape and a click outside close it.

afterEach(cleanup);

function renderHeader() {
  render(
    <MemoryRouter initialEntries={["/"]}>
      <Header signedIn={false} />
      <main>Outside</main>
    </MemoryRouter>,
  );
  const menu = document.getElementById("landing-mobile-menu");
  if (!menu) throw new Error("no mobile menu");
  return menu;
}

describe("landing header", () => {
  it("opens the menu from its toggle and closes it with Escape, focus back on the toggle", () => {
    const menu = renderHeader();
    expect(menu.hidden).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(menu.hidden).toBe(false);
    const toggle = screen.getByRole("button", { name: "Close menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });

  it("closes the menu on a pointer outside the header, and when a link in it is followed", () => {
    const menu = renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    fireEvent.pointerDown(screen.getByText("Outside"));
    expect(menu.hidden).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    fireEvent.click(menu.querySelector('a[href="#pricing"]') as HTMLAnchorElement);
    expect(menu.hidden).toBe(true);
  });

  it("shows the section anchors and Log in in both navigations", () => {
    renderHeader();
    expect(screen.getAllByRole("link", { name: "Pricing", hidden: true })).toHaveLength(2);
    expect(screen.getAllByRole("link", { name: "Log in", hidden: true })).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Kickoff home" }).getAttribute("href")).toBe("/");
  });
});
