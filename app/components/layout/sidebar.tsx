import {
  BarChart3,
  Building2,
  CalendarRange,
  ChevronDown,
  ChevronsLeft,
  ChevronsRight,
  ExternalLink,
  FolderKanban,
  LayoutDashboard,
  ListChecks,
  LogOut,
  Menu,
  Plug,
  Settings,
  Upload,
  Users,
  X,
} from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { displayName } from "../../../core/user-display";
import type { SessionUser } from "../../../worker/auth/session";
import { Avatar } from "../ui/avatar";
import { useSidebarCollapsed } from "./sidebar-state";

const links = [
  { to: "/", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/projects", label: "Projects", icon: FolderKanban, end: false },
  { to: "/my-tasks", label: "My tasks", icon: ListChecks, end: false },
  { to: "/timeline", label: "Timeline", icon: CalendarRange, end: false },
  { to: "/analytics", label: "Analytics", icon: BarChart3, end: false },
  { to: "/team", label: "Team", icon: Users, end: false },
];

const externalLinks = [
  { href: "https://agilemanifesto.org/", label: "Agile Manifesto" },
  { href: "https://scrumguides.org/", label: "Scrum Guide" },
];

const integrationNames: Array<{ provider: string; label: string }> = [
  { provider: "smartsheet", label: "Smartsheet" },
  { provider: "jira", label: "Jira" },
  { provider: "google_docs", label: "Google Docs" },
  { provider: "asana", label: "Asana" },
  { provider: "monday", label: "monday.com" },
];

function Section({ title, children, collapsed }: { title: string; children: React.ReactNode; collapsed: boolean }) {
  const [open, setOpen] = useState(false);
  if (collapsed) return null;
  const id = `section-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:bg-slate-100"
      >
        {title}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
      </button>
      {open && (
        <div id={id} className="mt-1 space-y-0.5">
          {children}
        </div>
      )}
    </div>
  );
}

function SidebarBody({
  user,
  collapsed,
  connected,
  onNavigate,
}: {
  user: SessionUser;
  collapsed: boolean;
  connected: string[];
  onNavigate?: () => void;
}) {
  const item = (isActive: boolean) =>
    `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${collapsed ? "justify-center" : ""} ${
      isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-700 hover:bg-slate-100"
    }`;
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Main" className="relative flex-1 overflow-y-auto px-2 py-3">
        <ul className="space-y-0.5">
          {links.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) => item(isActive)}
                title={collapsed ? label : undefined}
              >
                <Icon className="h-5 w-5 shrink-0" aria-hidden />
                <span className={collapsed ? "sr-only" : ""}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <Section title="Integrations" collapsed={collapsed}>
          {integrationNames.map(({ provider, label }) => (
            <NavLink
              key={provider}
              to="/import-data"
              onClick={onNavigate}
              className="flex items-center justify-between rounded-md px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100"
            >
              <span className="flex items-center gap-2">
                <Plug className="h-4 w-4" aria-hidden />
                {label}
              </span>
              <span className={`text-xs ${connected.includes(provider) ? "text-green-700" : "text-slate-500"}`}>
                {provider === "google_docs" ? "Coming soon" : connected.includes(provider) ? "Connected" : "Not connected"}
              </span>
            </NavLink>
          ))}
        </Section>
        <Section title="Explore Enterprise Tools" collapsed={collapsed}>
          <NavLink to="/import-data" onClick={onNavigate} className={({ isActive }) => item(isActive)}>
            <Upload className="h-4 w-4" aria-hidden /> Import Data
          </NavLink>
          {externalLinks.map((l) => (
            <a key={l.href} href={l.href} target="_blank" rel="noopener noreferrer" className={item(false)}>
              <Building2 className="h-4 w-4" aria-hidden /> {l.label}
              <ExternalLink className="ml-auto h-3.5 w-3.5" aria-label="(opens in a new tab)" />
            </a>
          ))}
        </Section>
      </nav>
      <div className="border-t border-slate-200 p-3">
        <NavLink
          to="/settings"
          onClick={onNavigate}
          className={`flex items-center gap-3 rounded-md p-1 hover:bg-slate-100 ${collapsed ? "justify-center" : ""}`}
        >
          <Avatar user={user} />
          {!collapsed && (
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold" data-testid="sidebar-user-name">
                {displayName(user)}
              </span>
              <span className="block truncate text-xs text-slate-500">{user.email}</span>
            </span>
          )}
        </NavLink>
        {/* Settings and Logout are always in view, not inside "Explore Enterprise Tools" (issue 21 #11). */}
        <NavLink
          to="/settings"
          onClick={onNavigate}
          className={({ isActive }) => `mt-2 ${item(isActive)}`}
          title={collapsed ? "Settings" : undefined}
        >
          <Settings className="h-5 w-5 shrink-0" aria-hidden />
          <span className={collapsed ? "sr-only" : ""}>Settings</span>
        </NavLink>
        <a
          href="/api/logout"
          className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 ${collapsed ? "justify-center" : ""}`}
          title={collapsed ? "Logout" : undefined}
        >
          <LogOut className="h-5 w-5 shrink-0" aria-hidden />
          <span className={collapsed ? "sr-only" : ""}>Logout</span>
        </a>
      </div>
    </div>
  );
}

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
