import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from "react-aria-components";
import { oneOf } from "../../../core/must";
import type { Label } from "../../../core/schemas/labels";
import type { BoardStatus } from "../../../core/schemas/statuses";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { PRIORITIES, priorityLabel } from "../../lib/task-display";
import { Button } from "../ui/button";
import { ChevronDown, CircleDot, Flag, Tag, User } from "../ui/icons";
import type { BulkChange } from "./bulk-operations";
import type { BulkNames } from "./use-bulk-run";

// The bulk bar's menus: each picks one change for every ticked task.

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[focused]:bg-indigo-50";
const popoverClass = "min-w-48 max-h-80 overflow-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg";
const headerClass = "px-3 pt-1.5 pb-0.5 text-xs font-semibold text-slate-500 uppercase";

type Run = (change: BulkChange, names?: BulkNames) => unknown;

function BarMenu({ label, icon, busy, children }: { label: string; icon: React.ReactNode; busy: boolean; children: React.ReactNode }) {
  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm" isDisabled={busy}>
        {icon}
        {label}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Button>
      <Popover className={popoverClass}>{children}</Popover>
    </MenuTrigger>
  );
}

export function StatusMenu({ statuses, busy, run }: { statuses: BoardStatus[]; busy: boolean; run: Run }) {
  return (
    <BarMenu label="Status" icon={<CircleDot className="h-4 w-4" aria-hidden />} busy={busy}>
      <Menu
        aria-label="Move to status"
        className="outline-none"
        onAction={(key) => {
          const s = statuses.find((x) => x.id === String(key));
          if (s) void run({ kind: "status", statusId: s.id }, { status: s.name });
        }}
      >
        {statuses.map((s) => (
          <MenuItem key={s.id} id={s.id} className={itemClass}>
            {s.name}
          </MenuItem>
        ))}
      </Menu>
    </BarMenu>
  );
}

export function AssigneeMenu({ members, busy, run }: { members: MemberView[]; busy: boolean; run: Run }) {
  const personName = (id: number) => {
    const m = members.find((x) => x.userId === id);
    return m ? displayName(m.user) : "Unknown user";
  };
  return (
    <BarMenu label="Assignee" icon={<User className="h-4 w-4" aria-hidden />} busy={busy}>
      <Menu
        aria-label="Assign to"
        className="outline-none"
        onAction={(key) => {
          const id = String(key) === "none" ? null : Number(key);
          void run({ kind: "assignee", assigneeId: id }, { person: id === null ? undefined : personName(id) });
        }}
      >
        <MenuItem id="none" className={itemClass}>
          Unassigned
        </MenuItem>
        {members.map((m) => (
          <MenuItem key={m.userId} id={String(m.userId)} className={itemClass}>
            {displayName(m.user)}
          </MenuItem>
        ))}
      </Menu>
    </BarMenu>
  );
}

export function PriorityMenu({ busy, run }: { busy: boolean; run: Run }) {
  return (
    <BarMenu label="Priority" icon={<Flag className="h-4 w-4" aria-hidden />} busy={busy}>
      <Menu
        aria-label="Set priority"
        className="outline-none"
        onAction={(key) => void run({ kind: "priority", priority: oneOf(PRIORITIES, String(key), "priority") })}
      >
        {PRIORITIES.map((p) => (
          <MenuItem key={p} id={p} className={itemClass}>
            {priorityLabel(p)}
          </MenuItem>
        ))}
      </Menu>
    </BarMenu>
  );
}

export function LabelsMenu({ labels, busy, run }: { labels: Label[]; busy: boolean; run: Run }) {
  const labelName = (id: string) => labels.find((l) => l.id === id)?.name;
  return (
    <BarMenu label="Labels" icon={<Tag className="h-4 w-4" aria-hidden />} busy={busy || labels.length === 0}>
      <Menu
        aria-label="Add or remove a label"
        className="outline-none"
        onAction={(key) => {
          const [kind, id] = String(key).split("|");
          void run({ kind: kind === "add" ? "addLabel" : "removeLabel", labelId: id }, { label: labelName(id) });
        }}
      >
        <MenuSection>
          <Header className={headerClass}>Add</Header>
          {labels.map((l) => (
            <MenuItem key={`add|${l.id}`} id={`add|${l.id}`} textValue={`Add ${l.name}`} className={itemClass}>
              Add {l.name}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSection>
          <Header className={headerClass}>Remove</Header>
          {labels.map((l) => (
            <MenuItem key={`remove|${l.id}`} id={`remove|${l.id}`} textValue={`Remove ${l.name}`} className={itemClass}>
              Remove {l.name}
            </MenuItem>
          ))}
        </MenuSection>
      </Menu>
    </BarMenu>
  );
}
