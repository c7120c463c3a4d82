import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { SessionUser } from "../../../worker/auth/session";
import { ChevronsLeft, ChevronsRight, Menu, X } from "../ui/icons";
import { SidebarBody } from "./sidebar-body";
import { useSidebarCollapsed } from "./sidebar-state";

export function Sidebar({ user, connected }: { user: SessionUser; connected: string[] }) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useSidebarCollapsed(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The drawer closes on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a path change.
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setDrawerOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  return (
    <>
      {/* Mobile top bar with the drawer toggle (below 768px). */}
      <div className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 md:hidden">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          className="rounded-md p-2 hover:bg-slate-100"
        >
          <Menu className="h-5 w-5" aria-hidden />
        </button>
        <span className="font-bold text-indigo-600">Kickoff</span>
      </div>
      {drawerOpen && (
        <div className="fixed inset-0 z-40 md:hidden">
          <div className="absolute inset-0 bg-slate-900/40" onClick={() => setDrawerOpen(false)} aria-hidden data-testid="drawer-overlay" />
          <aside aria-label="Navigation" className="absolute inset-y-0 left-0 flex w-[280px] flex-col bg-white shadow-xl">
            <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
              <span className="font-bold text-indigo-600">Kickoff</span>
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                aria-label="Close navigation"
                className="rounded-md p-2 hover:bg-slate-100"
              >
                <X className="h-5 w-5" aria-hidden />
              </button>
            </div>
            <SidebarBody user={user} collapsed={false} connected={connected} onNavigate={() => setDrawerOpen(false)} />
          </aside>
        </div>
      )}
      <aside
        aria-label="Sidebar"
        data-collapsed={collapsed}
        className={`sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] md:flex ${
          collapsed ? "w-16" : "w-64"
        }`}
      >
        <div className={`flex h-14 items-center border-b border-slate-200 px-3 ${collapsed ? "justify-center" : "justify-between"}`}>
          {!collapsed && <span className="px-2 font-bold text-indigo-600">Kickoff</span>}
          <button
            type="button"
            onClick={() => setCollapsed(!collapsed)}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            {collapsed ? <ChevronsRight className="h-5 w-5" aria-hidden /> : <ChevronsLeft className="h-5 w-5" aria-hidden />}
          </button>
        </div>
        <SidebarBody user={user} collapsed={collapsed} connected={connected} />
      </aside>
    </>
  );
}
