import { Briefcase, Calendar, Code, FolderOpen, Globe, type LucideIcon, Package, PieChart, Smartphone, Star } from "../ui/icons";

// How a project's `icon` and `iconBg` look (spec §2.5, §2.7). Unknown values fall back to the
// folder icon and blue, so a project imported with a foreign icon name still renders.

const icons: Record<string, LucideIcon> = {
  globe: Globe,
  smartphone: Smartphone,
  "pie-chart": PieChart,
  "folder-open": FolderOpen,
  briefcase: Briefcase,
  calendar: Calendar,
  code: Code,
  package: Package,
  star: Star,
};

export const ICON_LABELS: Record<string, string> = {
  "folder-open": "Folder",
  briefcase: "Briefcase",
  calendar: "Calendar",
  code: "Code",
  package: "Package",
  star: "Star",
  globe: "Globe",
  smartphone: "Smartphone",
  "pie-chart": "Pie chart",
};

/** Background and foreground classes of the icon tile per colour; blue by default. */
const colors: Record<string, { tile: string; solid: string; label: string }> = {
  blue: { tile: "bg-blue-100 text-blue-700", solid: "bg-blue-500", label: "Blue" },
  green: { tile: "bg-green-100 text-green-700", solid: "bg-green-500", label: "Green" },
  purple: { tile: "bg-purple-100 text-purple-700", solid: "bg-purple-500", label: "Purple" },
  amber: { tile: "bg-amber-100 text-amber-700", solid: "bg-amber-500", label: "Amber" },
  red: { tile: "bg-red-100 text-red-700", solid: "bg-red-500", label: "Red" },
  yellow: { tile: "bg-yellow-100 text-yellow-700", solid: "bg-yellow-400", label: "Yellow" },
  slate: { tile: "bg-slate-200 text-slate-700", solid: "bg-slate-500", label: "Slate" },
};

export function projectIcon(icon: string | null | undefined): LucideIcon {
  return (icon && icons[icon]) || FolderOpen;
}

export function projectColor(iconBg: string | null | undefined) {
  return (iconBg && colors[iconBg]) || colors.blue;
}

/** The project's icon on its coloured tile: rounded square on cards, a circle in the page header. */
export function ProjectIcon({
  icon,
  iconBg,
  shape = "square",
  size = "md",
}: {
  icon: string | null | undefined;
  iconBg: string | null | undefined;
  shape?: "square" | "round";
  size?: "md" | "lg";
}) {
  const Icon = projectIcon(icon);
  const box = size === "lg" ? "h-12 w-12" : "h-10 w-10";
  const glyph = size === "lg" ? "h-6 w-6" : "h-5 w-5";
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center ${box} ${shape === "round" ? "rounded-full" : "rounded-lg"} ${projectColor(iconBg).tile}`}
    >
      <Icon className={glyph} />
    </span>
  );
}
