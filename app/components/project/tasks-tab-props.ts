import type { ProjectView } from "../../../core/schemas/project";
import type { MemberView } from "../../../core/schemas/team";
import type { CommentFeed } from "../../lib/comments-api";
import type { ProjectDetail } from "../../lib/project-data.server";
import type { Selection } from "../../lib/selection-store";
import type { ShownTasks } from "../../lib/task-filter";
import type { BoardHistory } from "../../lib/use-board-history";
import type { LiveBoard } from "../../lib/use-live-board";
import type { TaskView } from "./project-page-types";
import type { EditRequest } from "./task-table";

/** What the Tasks tab is given by the project page. */
export interface TasksTabProps {
  /** The rows on screen: the board with the filter applied (issue 22). */
  shown?: ShownTasks;
  filter?: string;
  onFilterChange?: (filter: string) => void;
  /** Issue 25: the view bar (filters, group, sort, saved views), under the tab's own controls. */
  viewBar?: React.ReactNode;
  /** Issue 25: a grouping view's headings, by the row index each group starts at. */
  groupHeadings?: ReadonlyMap<number, string>;
  project: ProjectView;
  live: LiveBoard;
  members: MemberView[];
  canEdit: boolean;
  completion: { completed: number; total: number; percent: number };
  /** The selected task, read where it shows (issue 22: a new selection must not re-render the whole tab). */
  selection: Selection;
  onSelect: (id: string) => void;
  onEditStart: () => void;
  /** Kept by the page so the choice survives a visit to another tab. */
  view: TaskView;
  onViewChange: (view: TaskView) => void;
  currentUserId: number;
  commentFeed: CommentFeed;
  history: BoardHistory;
  /** An editor asked for by the address (?task=…&edit=…, from My tasks' e and a). */
  linkedEdit?: EditRequest | null;
  /** The server's guess, used until the browser's media query answers. */
  phone?: boolean;
  /** The task the page opened on, with its stored tool recommendations (server-rendered). */
  firstTask?: ProjectDetail["firstTask"];
}
