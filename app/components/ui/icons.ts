// Every icon the app draws, from lucide-react, without the presentation attributes lucide repeats on each
// <svg> (namespace, fill, stroke, line caps and joins): app.css gives every `svg.lucide` those, once. An
// icon is about 380 bytes of HTML as lucide renders it and 115 fewer here; a project page's first screen
// draws over a hundred (issue 22: the page's HTML budget). Import icons from here, never from
// lucide-react (biome's noRestrictedImports says so).
import {
  Activity as LucideActivity,
  AlarmClock as LucideAlarmClock,
  AlertCircle as LucideAlertCircle,
  AlertTriangle as LucideAlertTriangle,
  ArrowDown as LucideArrowDown,
  ArrowDownWideNarrow as LucideArrowDownWideNarrow,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  ArrowUpNarrowWide as LucideArrowUpNarrowWide,
  AtSign as LucideAtSign,
  BarChart3 as LucideBarChart3,
  Bell as LucideBell,
  Bookmark as LucideBookmark,
  BookmarkCheck as LucideBookmarkCheck,
  Bot as LucideBot,
  BrainCircuit as LucideBrainCircuit,
  Briefcase as LucideBriefcase,
  Building2 as LucideBuilding2,
  Calendar as LucideCalendar,
  CalendarClock as LucideCalendarClock,
  CalendarDays as LucideCalendarDays,
  CalendarPlus as LucideCalendarPlus,
  CalendarRange as LucideCalendarRange,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  ChevronRight as LucideChevronRight,
  ChevronsLeft as LucideChevronsLeft,
  ChevronsRight as LucideChevronsRight,
  Circle as LucideCircle,
  CircleDot as LucideCircleDot,
  ClipboardList as LucideClipboardList,
  Clock as LucideClock,
  Code as LucideCode,
  Columns3 as LucideColumns3,
  Compass as LucideCompass,
  Copy as LucideCopy,
  CornerDownRight as LucideCornerDownRight,
  Download as LucideDownload,
  ExternalLink as LucideExternalLink,
  Eye as LucideEye,
  FileText as LucideFileText,
  FileUp as LucideFileUp,
  Flag as LucideFlag,
  FolderKanban as LucideFolderKanban,
  FolderOpen as LucideFolderOpen,
  Gift as LucideGift,
  Globe as LucideGlobe,
  GripVertical as LucideGripVertical,
  History as LucideHistory,
  Hourglass as LucideHourglass,
  type LucideIcon,
  Inbox as LucideInbox,
  KanbanSquare as LucideKanbanSquare,
  KeyRound as LucideKeyRound,
  LayoutDashboard as LucideLayoutDashboard,
  LayoutTemplate as LucideLayoutTemplate,
  Lightbulb as LucideLightbulb,
  List as LucideList,
  ListChecks as LucideListChecks,
  ListOrdered as LucideListOrdered,
  ListTodo as LucideListTodo,
  ListTree as LucideListTree,
  LoaderCircle as LucideLoaderCircle,
  LogOut as LucideLogOut,
  Mail as LucideMail,
  MailOpen as LucideMailOpen,
  Menu as LucideMenu,
  MessageSquare as LucideMessageSquare,
  MessageSquarePlus as LucideMessageSquarePlus,
  MessageSquareText as LucideMessageSquareText,
  MessagesSquare as LucideMessagesSquare,
  Minus as LucideMinus,
  OctagonAlert as LucideOctagonAlert,
  Package as LucidePackage,
  Pause as LucidePause,
  Pencil as LucidePencil,
  PieChart as LucidePieChart,
  Play as LucidePlay,
  Plug as LucidePlug,
  Plus as LucidePlus,
  type LucideProps,
  Quote as LucideQuote,
  Redo2 as LucideRedo2,
  RefreshCw as LucideRefreshCw,
  Repeat as LucideRepeat,
  RotateCcw as LucideRotateCcw,
  Search as LucideSearch,
  Send as LucideSend,
  Settings as LucideSettings,
  ShieldCheck as LucideShieldCheck,
  SlidersHorizontal as LucideSlidersHorizontal,
  Smartphone as LucideSmartphone,
  Sparkles as LucideSparkles,
  Square as LucideSquare,
  SquareKanban as LucideSquareKanban,
  Star as LucideStar,
  Table2 as LucideTable2,
  Tag as LucideTag,
  Timer as LucideTimer,
  Trash2 as LucideTrash2,
  TrendingUp as LucideTrendingUp,
  Undo2 as LucideUndo2,
  Unplug as LucideUnplug,
  Upload as LucideUpload,
  User as LucideUser,
  UserCheck as LucideUserCheck,
  UserPlus as LucideUserPlus,
  Users as LucideUsers,
  Wand2 as LucideWand2,
  Workflow as LucideWorkflow,
  Wrench as LucideWrench,
  X as LucideX,
  Zap as LucideZap,
} from "lucide-react";
import { createElement, forwardRef } from "react";

export type { LucideIcon };

/** Left to app.css unless a caller sets them (a `color` is the stroke, so it stays). */
const FROM_CSS = { xmlns: undefined, fill: undefined, strokeLinecap: undefined, strokeLinejoin: undefined } as const;
const STROKE_FROM_CSS = { ...FROM_CSS, stroke: undefined } as const;

function slim(Icon: LucideIcon): LucideIcon {
  const Slim: LucideIcon = forwardRef<SVGSVGElement, LucideProps>((props, ref) =>
    createElement(Icon, { ...(props.color ? FROM_CSS : STROKE_FROM_CSS), ...props, ref }),
  );
  Slim.displayName = Icon.displayName;
  return Slim;
}

export const Activity = /* @__PURE__ */ slim(LucideActivity);
export const AlarmClock = /* @__PURE__ */ slim(LucideAlarmClock);
export const AlertCircle = /* @__PURE__ */ slim(LucideAlertCircle);
export const AlertTriangle = /* @__PURE__ */ slim(LucideAlertTriangle);
export const ArrowDown = /* @__PURE__ */ slim(LucideArrowDown);
export const ArrowDownWideNarrow = /* @__PURE__ */ slim(LucideArrowDownWideNarrow);
export const ArrowLeft = /* @__PURE__ */ slim(LucideArrowLeft);
export const ArrowRight = /* @__PURE__ */ slim(LucideArrowRight);
export const ArrowUp = /* @__PURE__ */ slim(LucideArrowUp);
export const ArrowUpNarrowWide = /* @__PURE__ */ slim(LucideArrowUpNarrowWide);
export const AtSign = /* @__PURE__ */ slim(LucideAtSign);
export const BarChart3 = /* @__PURE__ */ slim(LucideBarChart3);
export const Bell = /* @__PURE__ */ slim(LucideBell);
export const Bookmark = /* @__PURE__ */ slim(LucideBookmark);
export const BookmarkCheck = /* @__PURE__ */ slim(LucideBookmarkCheck);
export const Bot = /* @__PURE__ */ slim(LucideBot);
export const BrainCircuit = /* @__PURE__ */ slim(LucideBrainCircuit);
export const Briefcase = /* @__PURE__ */ slim(LucideBriefcase);
export const Building2 = /* @__PURE__ */ slim(LucideBuilding2);
export const Calendar = /* @__PURE__ */ slim(LucideCalendar);
export const CalendarClock = /* @__PURE__ */ slim(LucideCalendarClock);
export const CalendarDays = /* @__PURE__ */ slim(LucideCalendarDays);
export const CalendarPlus = /* @__PURE__ */ slim(LucideCalendarPlus);
export const CalendarRange = /* @__PURE__ */ slim(LucideCalendarRange);
export const Check = /* @__PURE__ */ slim(LucideCheck);
export const CheckCircle2 = /* @__PURE__ */ slim(LucideCheckCircle2);
export const ChevronDown = /* @__PURE__ */ slim(LucideChevronDown);
export const ChevronRight = /* @__PURE__ */ slim(LucideChevronRight);
export const ChevronsLeft = /* @__PURE__ */ slim(LucideChevronsLeft);
export const ChevronsRight = /* @__PURE__ */ slim(LucideChevronsRight);
export const Circle = /* @__PURE__ */ slim(LucideCircle);
export const CircleDot = /* @__PURE__ */ slim(LucideCircleDot);
export const ClipboardList = /* @__PURE__ */ slim(LucideClipboardList);
export const Clock = /* @__PURE__ */ slim(LucideClock);
export const Code = /* @__PURE__ */ slim(LucideCode);
export const Columns3 = /* @__PURE__ */ slim(LucideColumns3);
export const Compass = /* @__PURE__ */ slim(LucideCompass);
export const Copy = /* @__PURE__ */ slim(LucideCopy);
export const CornerDownRight = /* @__PURE__ */ slim(LucideCornerDownRight);
export const Download = /* @__PURE__ */ slim(LucideDownload);
export const ExternalLink = /* @__PURE__ */ slim(LucideExternalLink);
export const Eye = /* @__PURE__ */ slim(LucideEye);
export const FileText = /* @__PURE__ */ slim(LucideFileText);
export const FileUp = /* @__PURE__ */ slim(LucideFileUp);
export const Flag = /* @__PURE__ */ slim(LucideFlag);
export const FolderKanban = /* @__PURE__ */ slim(LucideFolderKanban);
export const FolderOpen = /* @__PURE__ */ slim(LucideFolderOpen);
export const Gift = /* @__PURE__ */ slim(LucideGift);
export const Globe = /* @__PURE__ */ slim(LucideGlobe);
export const GripVertical = /* @__PURE__ */ slim(LucideGripVertical);
export const History = /* @__PURE__ */ slim(LucideHistory);
export const Hourglass = /* @__PURE__ */ slim(LucideHourglass);
export const Inbox = /* @__PURE__ */ slim(LucideInbox);
export const KanbanSquare = /* @__PURE__ */ slim(LucideKanbanSquare);
export const KeyRound = /* @__PURE__ */ slim(LucideKeyRound);
export const LayoutDashboard = /* @__PURE__ */ slim(LucideLayoutDashboard);
export const LayoutTemplate = /* @__PURE__ */ slim(LucideLayoutTemplate);
export const Lightbulb = /* @__PURE__ */ slim(LucideLightbulb);
export const List = /* @__PURE__ */ slim(LucideList);
export const ListChecks = /* @__PURE__ */ slim(LucideListChecks);
export const ListOrdered = /* @__PURE__ */ slim(LucideListOrdered);
export const ListTodo = /* @__PURE__ */ slim(LucideListTodo);
export const ListTree = /* @__PURE__ */ slim(LucideListTree);
export const LoaderCircle = /* @__PURE__ */ slim(LucideLoaderCircle);
export const LogOut = /* @__PURE__ */ slim(LucideLogOut);
export const Mail = /* @__PURE__ */ slim(LucideMail);
export const MailOpen = /* @__PURE__ */ slim(LucideMailOpen);
export const Menu = /* @__PURE__ */ slim(LucideMenu);
export const MessageSquare = /* @__PURE__ */ slim(LucideMessageSquare);
export const MessageSquarePlus = /* @__PURE__ */ slim(LucideMessageSquarePlus);
export const MessageSquareText = /* @__PURE__ */ slim(LucideMessageSquareText);
export const MessagesSquare = /* @__PURE__ */ slim(LucideMessagesSquare);
export const Minus = /* @__PURE__ */ slim(LucideMinus);
export const OctagonAlert = /* @__PURE__ */ slim(LucideOctagonAlert);
export const Package = /* @__PURE__ */ slim(LucidePackage);
export const Pause = /* @__PURE__ */ slim(LucidePause);
export const Pencil = /* @__PURE__ */ slim(LucidePencil);
export const PieChart = /* @__PURE__ */ slim(LucidePieChart);
export const Play = /* @__PURE__ */ slim(LucidePlay);
export const Plug = /* @__PURE__ */ slim(LucidePlug);
export const Plus = /* @__PURE__ */ slim(LucidePlus);
export const Quote = /* @__PURE__ */ slim(LucideQuote);
export const Redo2 = /* @__PURE__ */ slim(LucideRedo2);
export const RefreshCw = /* @__PURE__ */ slim(LucideRefreshCw);
export const Repeat = /* @__PURE__ */ slim(LucideRepeat);
export const RotateCcw = /* @__PURE__ */ slim(LucideRotateCcw);
export const Search = /* @__PURE__ */ slim(LucideSearch);
export const Send = /* @__PURE__ */ slim(LucideSend);
export const Settings = /* @__PURE__ */ slim(LucideSettings);
export const ShieldCheck = /* @__PURE__ */ slim(LucideShieldCheck);
export const SlidersHorizontal = /* @__PURE__ */ slim(LucideSlidersHorizontal);
export const Smartphone = /* @__PURE__ */ slim(LucideSmartphone);
export const Sparkles = /* @__PURE__ */ slim(LucideSparkles);
export const Square = /* @__PURE__ */ slim(LucideSquare);
export const SquareKanban = /* @__PURE__ */ slim(LucideSquareKanban);
export const Star = /* @__PURE__ */ slim(LucideStar);
export const Table2 = /* @__PURE__ */ slim(LucideTable2);
export const Tag = /* @__PURE__ */ slim(LucideTag);
export const Timer = /* @__PURE__ */ slim(LucideTimer);
export const Trash2 = /* @__PURE__ */ slim(LucideTrash2);
export const TrendingUp = /* @__PURE__ */ slim(LucideTrendingUp);
export const Undo2 = /* @__PURE__ */ slim(LucideUndo2);
export const Unplug = /* @__PURE__ */ slim(LucideUnplug);
export const Upload = /* @__PURE__ */ slim(LucideUpload);
export const User = /* @__PURE__ */ slim(LucideUser);
export const UserCheck = /* @__PURE__ */ slim(LucideUserCheck);
export const UserPlus = /* @__PURE__ */ slim(LucideUserPlus);
export const Users = /* @__PURE__ */ slim(LucideUsers);
export const Wand2 = /* @__PURE__ */ slim(LucideWand2);
export const Workflow = /* @__PURE__ */ slim(LucideWorkflow);
export const Wrench = /* @__PURE__ */ slim(LucideWrench);
export const X = /* @__PURE__ */ slim(LucideX);
export const Zap = /* @__PURE__ */ slim(LucideZap);
