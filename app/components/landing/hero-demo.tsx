import { CheckCircle2, Flag, LoaderCircle, Pause, Play, Sparkles } from "../ui/icons";
import { useDemoClock } from "./use-demo-clock";
import { useReducedMotion } from "./use-reduced-motion";

/*
 * A short looping product demo that the page renders itself (no video, no third-party embed):
 * an idea is typed, a plan with milestones and tasks appears, then cards move across a board.
 * Everything is derived from one clock `t` (ms into the loop), so pausing is just not advancing it.
 */

const IDEA = "Launch a newsletter for indie designers with 3 issues ready in 6 weeks";
const TYPE_START = 400;
const CHAR_MS = 35;
const PRESS_AT = 3200;
const GENERATE_AT = 3450;
const PLAN_START = 4300;
const ROW_START = 4550;
const ROW_GAP = 300;
const SAVE_AT = 7600;
const BOARD_START = 8400;
const LOOP_MS = 15000;
/** The frame shown when motion is reduced: the board mid-way (one card done, two in progress, none mid-move). */
const STATIC_FRAME = 12350;

type Priority = "High" | "Medium" | "Low";
const PLAN: Array<{ milestone: string; tasks: Array<{ title: string; priority: Priority; due: string }> }> = [
  {
    milestone: "Foundations",
    tasks: [
      { title: "Pick platform & domain", priority: "High", due: "Mar 3" },
      { title: "Design email template", priority: "Medium", due: "Mar 6" },
    ],
  },
  {
    milestone: "First issues",
    tasks: [
      { title: "Write issues #1–3", priority: "High", due: "Mar 20" },
      { title: "Auto-schedule sends", priority: "Low", due: "Mar 24" },
    ],
  },
  {
    milestone: "Launch",
    tasks: [
      { title: "Landing page & sign-up", priority: "Medium", due: "Apr 4" },
      { title: "Announce on social", priority: "Medium", due: "Apr 11" },
    ],
  },
];

const CARDS: Array<{ title: string; priority: Priority; who: string; tone: string }> = [
  { title: "Pick platform & domain", priority: "High", who: "PR", tone: "bg-indigo-700" },
  { title: "Design email template", priority: "Medium", who: "JB", tone: "bg-violet-700" },
  { title: "Write issues #1–3", priority: "High", who: "PR", tone: "bg-indigo-700" },
  { title: "Landing page & sign-up", priority: "Medium", who: "AM", tone: "bg-sky-700" },
];

/** [card, time]: each entry moves that card one column to the right. */
const MOVES: Array<[number, number]> = [
  [0, 9200],
  [1, 10000],
  [0, 10800],
  [2, 11600],
  [1, 12400],
  [3, 13200],
];
const MOVE_HIGHLIGHT_MS = 700;
const COLUMNS = ["To Do", "In Progress", "Done"] as const;

const priorityTone: Record<Priority, string> = {
  High: "bg-rose-50 text-rose-700 ring-rose-200",
  Medium: "bg-amber-50 text-amber-700 ring-amber-200",
  Low: "bg-emerald-50 text-emerald-700 ring-emerald-200",
};

function Chip({ priority }: { priority: Priority }) {
  return <span className={`rounded px-1.5 py-px text-[10px] font-semibold ring-1 ring-inset ${priorityTone[priority]}`}>{priority}</span>;
}

function IdeaScene({ t }: { t: number }) {
  const chars = Math.max(0, Math.min(IDEA.length, Math.floor((t - TYPE_START) / CHAR_MS)));
  const typing = t >= TYPE_START && chars < IDEA.length;
  const pressed = t >= PRESS_AT && t < GENERATE_AT;
  const generating = t >= GENERATE_AT;
  return (
    <div className="flex h-full flex-col gap-3 p-4 sm:p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Describe your idea</p>
      <div className="min-h-28 flex-1 rounded-lg border border-indigo-200 bg-white p-3 text-sm leading-relaxed text-slate-800 shadow-inner ring-4 ring-indigo-50">
        {chars === 0 ? <span className="text-slate-500">A product, an event, a client project…</span> : IDEA.slice(0, chars)}
        {(typing || chars === 0) && <span className="ml-px inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-indigo-500" />}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[11px] text-slate-600">
        <span className="font-semibold text-slate-500">You get:</span>
        {["Milestones", "Tasks", "Priorities", "Timeline"].map((item) => (
          <span key={item} className="inline-flex items-center gap-1">
            <CheckCircle2 className="size-3 text-emerald-600" />
            {item}
          </span>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-1.5 text-[11px] text-slate-500">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">Free text</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">Pasted spec</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">Chat thread</span>
        </div>
        <span
          className={`inline-flex items-center gap-1.5 rounded-lg px-3.5 py-2 text-xs font-semibold text-white shadow-md transition-all duration-200 ${
            pressed ? "scale-95 bg-indigo-800 ring-4 ring-indigo-200" : "bg-indigo-600"
          }`}
        >
          {generating ? <LoaderCircle className="size-3.5 animate-spin" /> : <Sparkles className="size-3.5" />}
          {generating ? "Generating plan…" : "Generate plan"}
        </span>
      </div>
    </div>
  );
}

function PlanScene({ t }: { t: number }) {
  let row = 0;
  const visible = (r: number) => t >= ROW_START + r * ROW_GAP;
  const saving = t >= SAVE_AT;
  return (
    <div className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-bold text-slate-900">
            Newsletter launch
            <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-[10px] font-semibold text-indigo-700">
              <Sparkles className="size-3" /> AI plan
            </span>
          </p>
          <p className="text-[11px] text-slate-500">6 weeks · 3 milestones · 6 tasks</p>
        </div>
        <span
          className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-[11px] font-semibold transition-all duration-300 ${
            saving ? "bg-indigo-600 text-white shadow-md ring-4 ring-indigo-100" : "bg-slate-100 text-slate-600"
          }`}
        >
          <CheckCircle2 className="size-3.5" /> Save
        </span>
      </div>
      <ul className="mt-3 space-y-1.5">
        {PLAN.map((m) => {
          const mRow = row++;
          return (
            <li key={m.milestone}>
              <div
                className={`flex items-center gap-1.5 text-xs font-semibold text-slate-800 transition-all duration-300 ${
                  visible(mRow) ? "translate-y-0 opacity-100" : "translate-y-1 opacity-0"
                }`}
              >
                <Flag className="size-3 text-violet-600" />
                {m.milestone}
              </div>
              <ul className="mt-1 space-y-1 border-l border-slate-200 pl-3">
                {m.tasks.map((task) => {
                  const r = row++;
                  return (
                    <li
                      key={task.title}
                      className={`flex items-center justify-between gap-2 rounded-md bg-white px-2 py-0.5 text-[11px] leading-5 text-slate-700 shadow-sm ring-1 ring-slate-200 transition-all duration-300 ${
                        visible(r) ? "translate-x-0 opacity-100" : "-translate-x-2 opacity-0"
                      }`}
                    >
                      <span className="truncate">{task.title}</span>
                      <span className="flex shrink-0 items-center gap-1.5">
                        <Chip priority={task.priority} />
                        <span className="w-10 text-right whitespace-nowrap text-slate-500">{task.due}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const HEADER_H = 30;
const ROW_H = 58;

function BoardScene({ t }: { t: number }) {
  const columnOf = CARDS.map((_, i) => MOVES.filter(([card, at]) => card === i && t >= at).length);
  const movingSince = CARDS.map((_, i) => {
    const last = MOVES.filter(([card, at]) => card === i && t >= at).at(-1);
    return last ? t - last[1] : Number.POSITIVE_INFINITY;
  });
  const rowOf = CARDS.map((_, i) => columnOf.slice(0, i).filter((c) => c === columnOf[i]).length);
  const counts = COLUMNS.map((_, c) => columnOf.filter((x) => x === c).length);
  return (
    <div className="h-full p-3 sm:p-4">
      <div className="relative h-full">
        <div className="grid h-full grid-cols-3 gap-2">
          {COLUMNS.map((label, c) => (
            <div key={label} className="rounded-lg bg-slate-100/80 p-2">
              <div className="flex items-center justify-between gap-1 text-[10px] font-semibold whitespace-nowrap text-slate-600 sm:text-[11px] sm:tracking-wide sm:uppercase">
                <span className="flex min-w-0 items-center gap-1">
                  <span
                    className={`hidden size-1.5 shrink-0 rounded-full sm:block ${["bg-slate-400", "bg-amber-500", "bg-emerald-500"][c]}`}
                  />
                  <span className="truncate">{label}</span>
                </span>
                <span className="shrink-0 rounded bg-white px-1 text-slate-600">{counts[c]}</span>
              </div>
            </div>
          ))}
        </div>
        {CARDS.map((card, i) => {
          const moving = movingSince[i] < MOVE_HIGHLIGHT_MS;
          const done = columnOf[i] === 2;
          return (
            <div
              key={card.title}
              className="absolute top-0 left-0 px-2 transition-transform duration-500 ease-out"
              style={{
                width: "calc((100% - 1rem) / 3)",
                transform: `translate(calc(${columnOf[i]} * (100% + 0.5rem)), ${HEADER_H + rowOf[i] * ROW_H}px)`,
              }}
            >
              <div
                className={`rounded-md bg-white p-1.5 text-[10px] leading-tight text-slate-800 ring-1 transition-all duration-300 sm:p-2 sm:text-[11px] ${
                  moving ? "-rotate-2 shadow-lg ring-indigo-300" : "shadow-sm ring-slate-200"
                }`}
              >
                <p className={`line-clamp-2 font-medium ${done ? "text-slate-500 line-through decoration-slate-400" : ""}`}>{card.title}</p>
                <div className="mt-1 flex items-center justify-between">
                  <Chip priority={card.priority} />
                  <span className={`grid size-4 place-items-center rounded-full text-[7px] font-bold text-white ${card.tone}`}>
                    {card.who}
                  </span>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

const STEPS = [
  { label: "Idea", from: 0 },
  { label: "Plan", from: PLAN_START },
  { label: "Board", from: BOARD_START },
];

/** The window bar: three dots and the Idea, Plan, Board steps, the current one filled. */
function StepBar({ scene }: { scene: number }) {
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2.5">
      <span className="flex gap-1.5">
        <span className="size-2.5 rounded-full bg-rose-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
      </span>
      <span className="flex flex-1 justify-center gap-1">
        {STEPS.map((s, i) => (
          <span
            key={s.label}
            className={`rounded-full px-2.5 py-0.5 text-[11px] font-semibold transition-colors duration-300 ${
              scene === i ? "bg-indigo-600 text-white" : scene > i ? "bg-indigo-50 text-indigo-700" : "bg-slate-100 text-slate-600"
            }`}
          >
            {i + 1}. {s.label}
          </span>
        ))}
      </span>
      <span className="w-7 shrink-0" />
    </div>
  );
}

export function HeroDemo() {
  const reduced = useReducedMotion();
  const clock = useDemoClock(LOOP_MS, reduced);
  const frame = reduced ? STATIC_FRAME : clock.t;
  const scene = frame < PLAN_START ? 0 : frame < BOARD_START ? 1 : 2;
  const sceneClass = (i: number) =>
    `absolute inset-0 transition-all duration-500 ${scene === i ? "opacity-100 translate-y-0" : "pointer-events-none opacity-0 translate-y-2"}`;

  return (
    <figure
      ref={clock.ref}
      className="relative mx-auto w-full max-w-xl"
      // Hover pauses for mouse users only: on touch screens a tap would leave it paused with no "leave".
      onPointerEnter={(e) => e.pointerType === "mouse" && clock.setHovered(true)}
      onPointerLeave={() => clock.setHovered(false)}
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-200/70 via-violet-200/50 to-sky-200/60 blur-2xl"
      />
      <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 shadow-2xl shadow-indigo-900/10">
        <StepBar scene={scene} />
        <div className="relative h-[320px]">
          <div className={sceneClass(0)}>
            <IdeaScene t={frame} />
          </div>
          <div className={sceneClass(1)}>
            <PlanScene t={frame} />
          </div>
          <div className={sceneClass(2)}>
            <BoardScene t={frame} />
          </div>
        </div>
      </div>
      <figcaption className="sr-only">
        Product demo: an idea is typed into Kickoff, the AI turns it into a plan with milestones, prioritised tasks and due dates, and the
        tasks then move across a To Do, In Progress and Done board.
      </figcaption>
      {!reduced && (
        <button
          type="button"
          onClick={clock.togglePaused}
          aria-label={clock.userPaused ? "Play demo" : "Pause demo"}
          title={clock.userPaused ? "Play demo" : "Pause demo"}
          className="absolute top-2 right-3 inline-grid size-7 place-items-center rounded-full text-slate-500 outline-none transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {clock.userPaused ? <Play aria-hidden="true" className="size-3.5" /> : <Pause aria-hidden="true" className="size-3.5" />}
        </button>
      )}
    </figure>
  );
}
