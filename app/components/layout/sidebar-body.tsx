import { useState } from "react";
import { NavLink } from "react-router";
import { displayName } from "../../../core/user-display";
import type { SessionUser } from "../../../worker/auth/session";
import { Avatar } from "../ui/avatar";
import {
  BarChart3,
  Building2,
  CalendarRange,
  ChevronDown,
  ExternalLink,
  FolderKanban,
  LayoutDashboard,
  ListChecks,
  LogOut,
  Plug,
  Settings,
  Upload,
  Users,
} from "../ui/icons";

// The sidebar's contents, the same in the desktop column and the mobile drawer.

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

type BodyProps = { user: SessionUser; collapsed: boolean; connected: string[]; onNavigate?: () => void };

/** A main link's classes: icon only when the sidebar is collapsed, highlighted on its own page. */
const itemClass = (collapsed: boolean, isActive: boolean) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${collapsed ? "justify-center" : ""} ${
    isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-700 hover:bg-slate-100"
  }`;

export function SidebarBody({ user, collapsed, connected, onNavigate }: BodyProps) {
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
                className={({ isActive }) => itemClass(collapsed, isActive)}
                title={collapsed ? label : undefined}
              >
                <Icon className="h-5 w-5 shrink-0" aria-hidden />
                <span className={collapsed ? "sr-only" : ""}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <Section title="Integrations" collapsed={collapsed}>
          <IntegrationLinks connected={connected} onNavigate={onNavigate} />
        </Section>
        <Section title="Explore Enterprise Tools" collapsed={collapsed}>
          <NavLink to="/import-data" onClick={onNavigate} className={({ isActive }) => itemClass(collapsed, isActive)}>
            <Upload className="h-4 w-4" aria-hidden /> Import Data
          </NavLink>
          {externalLinks.map((l) => (
            <a key={l.href} href={l.href} target="_blank" rel="noopener noreferrer" className={itemClass(collapsed, false)}>
              <Building2 className="h-4 w-4" aria-hidden /> {l.label}
              <ExternalLink className="ml-auto h-3.5 w-3.5" aria-label="(opens in a new tab)" />
            </a>
          ))}
        </Section>
      </nav>
      <AccountLinks user={user} collapsed={collapsed} onNavigate={onNavigate} />
    </div>
  );
}

/** A section that opens on demand; hidden while the sidebar is collapsed. */
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

/** Each provider with its connection state; all lead to Import Data. */
function IntegrationLinks({ connected, onNavigate }: { connected: string[]; onNavigate?: () => void }) {
  return integrationNames.map(({ provider, label }) => (
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
  ));
}

/** The person, Settings and Logout at the foot of the sidebar. */
function AccountLinks({ user, collapsed, onNavigate }: Omit<BodyProps, "connected">) {
  return (
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
        className={({ isActive }) => `mt-2 ${itemClass(collapsed, isActive)}`}
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
  );
}
