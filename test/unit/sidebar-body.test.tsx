// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SidebarBody } from "../../app/components/layout/sidebar-body";
import type { SessionUser } from "../../worker/auth/session";

// The sidebar's contents (spec §2.1): main links, integrations with their state, and the person's links.

afterEach(cleanup);

const USER: SessionUser = {
  id: 1,
  username: "ada",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
};

function renderBody(props: { collapsed: boolean; onNavigate?: () => void }) {
  render(
    <MemoryRouter initialEntries={["/projects"]}>
      <SidebarBody user={USER} connected={["jira"]} {...props} />
    </MemoryRouter>,
  );
}

describe("SidebarBody", () => {
  it("marks the current page and shows each integration's state once its section opens", () => {
    renderBody({ collapsed: false });
    expect(screen.getByRole("link", { name: "Projects" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByText("Smartsheet")).toBeNull();
    const toggle = screen.getByRole("button", { name: "Integrations" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: /Jira\s*Connected/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Smartsheet\s*Not connected/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Google Docs\s*Coming soon/ })).toBeTruthy();
  });

  it("keeps every link's name when collapsed, and hides the sections", () => {
    renderBody({ collapsed: true });
    for (const name of ["Dashboard", "Projects", "My tasks", "Timeline", "Analytics", "Team", "Settings", "Logout"]) {
      expect(screen.getByRole("link", { name })).toBeTruthy();
    }
    expect(screen.queryByRole("button", { name: "Integrations" })).toBeNull();
    expect(screen.queryByTestId("sidebar-user-name")).toBeNull();
  });

  it("tells the drawer when a link is followed", () => {
    const onNavigate = vi.fn();
    renderBody({ collapsed: false, onNavigate });
    expect(screen.getByTestId("sidebar-user-name").textContent).toBe("Ada Lovelace");
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
