import { type DayNumber, dayFromNumber, dayNumber, isWorkingDay, nextWorkingDay, previousWorkingDay, utcDayNumberOf } from "../dates";
import type { GeneratedPlan, PlanMilestone, PlanTask } from "../schemas/plan";
import { findDateMentions } from "./parse-dates";
import { type MovedTask, tasksWithIndex, withTasks } from "./plan-tasks";
import { PlanRefusal } from "./refusal";
import { capitalizeFirst } from "./text";

// The built-in planner's answer to review feedback ("fewer tasks", "add a QA phase", "deadline
// Feb 1", "split the design task"): the current, edited plan with only the asked-for changes, so
// every edit the feedback does not touch is kept as the user left it.

export const FEEDBACK_UNDERSTOOD =
  "The built-in planner understands: “fewer tasks”, “add a QA phase”, “deadline Feb 1”, “split the design task”, “remove the blog task” and “add a task to order flyers”.";

type Plan = GeneratedPlan;

const dayOfIso = (iso: string): DayNumber => dayNumber(iso.slice(0, 10));

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/^(?:the|a|an|task|tasks|step|of|for|to|and)$/.test(w));
}

/** Tasks whose name holds every word of `phrase` ("design" → "Design the menu"). */
function tasksMatching(plan: Plan, phrase: string): number[] {
  const wanted = words(phrase);
  if (wanted.length === 0) return [];
  return plan.tasks.flatMap((t, i) => (wanted.every((w) => t.name.toLowerCase().includes(w)) ? [i] : []));
}

function fewer(plan: Plan): Plan {
  // The planner's own steps go first; the user's items stay. Without any, low priority goes.
  const added = plan.tasks.filter((t) => t.sourceText === null);
  const drop = new Set(
    added.length > 0 ? added.slice(0, Math.max(1, Math.ceil(added.length / 2))) : plan.tasks.filter((t) => t.priority === "low"),
  );
  if (drop.size === 0 || drop.size === plan.tasks.length)
    throw new PlanRefusal("There are no tasks the planner added itself or marked low priority to remove.");
  return withTasks(
    plan,
    tasksWithIndex(plan).filter((e) => !drop.has(e.task)),
  );
}

function addPhase(plan: Plan, rawName: string): Plan {
  const name = capitalizeFirst(rawName.trim().replace(/^(?:a|an|the)\s+/i, ""));
  const qa = /\b(?:qa|quality|test(?:ing)?)\b/i.test(name);
  const steps = qa
    ? ["Write test cases for the main flows", "Run QA testing", "Fix the bugs found in QA"]
    : [`Plan the ${name.toLowerCase()} phase`, `Complete the ${name.toLowerCase()} work`];
  // The new phase sits before the last one, which usually holds the release or delivery.
  const at = Math.max(0, plan.milestones.length - 1);
  const end = dayOfIso(plan.timeline.endDate);
  const before = plan.milestones[at - 1]?.dueDate ?? plan.timeline.startDate;
  const lastDue = plan.milestones[at]?.dueDate ?? plan.timeline.endDate;
  const due = dayFromNumber(previousWorkingDay(Math.max(dayOfIso(before), Math.min(end, dayOfIso(lastDue) - 1))));
  const milestone: PlanMilestone = { name, description: `Added on review: ${name}.`, dueDate: due, sourceText: null };
  const shift = (index: number | null) => (index !== null && index >= at ? index + 1 : index);
  const tasks: MovedTask[] = tasksWithIndex(plan).map((e) => ({ ...e, task: { ...e.task, milestoneIndex: shift(e.task.milestoneIndex) } }));
  const newTasks = steps.map((step) => ({
    from: null,
    task: {
      name: step,
      description: "",
      dueDate: due,
      priority: "medium" as const,
      milestoneIndex: at,
      sourceText: null,
      parentIndex: null,
    },
  }));
  const insertAt = tasks.findIndex((e) => e.task.milestoneIndex !== null && e.task.milestoneIndex > at);
  tasks.splice(insertAt < 0 ? tasks.length : insertAt, 0, ...newTasks);
  return withTasks({ ...plan, milestones: [...plan.milestones.slice(0, at), milestone, ...plan.milestones.slice(at)] }, tasks);
}

/** Moves the end to `deadline` and spreads every date over the new span in the same proportions. */
function moveDeadline(plan: Plan, deadline: DayNumber, today: DayNumber): Plan {
  const start = dayOfIso(plan.timeline.startDate);
  const oldEnd = dayOfIso(plan.timeline.endDate);
  const end = isWorkingDay(deadline) ? deadline : previousWorkingDay(deadline);
  if (end < Math.max(start, today))
    throw new PlanRefusal(`The deadline ${dayFromNumber(deadline)} is before the plan starts (${plan.timeline.startDate}).`);
  const scale = (iso: string | null) => {
    if (!iso) return iso;
    const ratio = oldEnd > start ? (dayOfIso(iso) - start) / (oldEnd - start) : 1;
    let day = Math.round(start + Math.min(1, Math.max(0, ratio)) * (end - start));
    if (!isWorkingDay(day)) day = day >= end ? previousWorkingDay(day) : nextWorkingDay(day);
    return dayFromNumber(Math.min(end, Math.max(start, day)));
  };
  return {
    ...plan,
    timeline: { startDate: plan.timeline.startDate, endDate: dayFromNumber(end) },
    milestones: plan.milestones.map((m) => ({ ...m, dueDate: scale(m.dueDate) })),
    tasks: plan.tasks.map((t) => ({ ...t, dueDate: scale(t.dueDate) })),
  };
}

function split(plan: Plan, phrase: string): Plan {
  const [index] = tasksMatching(plan, phrase);
  const task = index === undefined ? undefined : plan.tasks[index];
  if (index === undefined || !task) throw new PlanRefusal(`No task matches “${phrase}”. Use words from the task's name.`);
  const start = dayOfIso(plan.tasks[index - 1]?.dueDate ?? plan.timeline.startDate);
  const due = task.dueDate ? dayOfIso(task.dueDate) : dayOfIso(plan.timeline.endDate);
  const middle = dayFromNumber(previousWorkingDay(Math.max(start + 1, Math.round((start + due) / 2))));
  // Both parts stay where the task was (a subtask's parts are subtasks); its own subtasks and links go with the first.
  const parts: MovedTask[] = [
    {
      from: index,
      task: { ...task, name: `${task.name}: first draft`, dueDate: middle < (task.dueDate ?? middle) ? middle : task.dueDate },
    },
    { from: index, task: { ...task, name: `${task.name}: final version` } },
  ];
  const all = tasksWithIndex(plan);
  return withTasks(plan, [...all.slice(0, index), ...parts, ...all.slice(index + 1)]);
}

function remove(plan: Plan, phrase: string): Plan {
  const hits = new Set(tasksMatching(plan, phrase));
  if (hits.size === 0) throw new PlanRefusal(`No task matches “${phrase}”. Use words from the task's name.`);
  // A removed task's subtasks stay in the plan as tasks of their own.
  return withTasks(
    plan,
    tasksWithIndex(plan).filter((e) => !hits.has(e.from as number)),
  );
}

/**
 * An added task is dated where it belongs (issue 20), not on the last day: on a date it names, else
 * beside the task it shares most words with, else halfway through the plan.
 */
function addTask(plan: Plan, text: string, today: DayNumber): Plan {
  const mention = findDateMentions(text, today).at(-1);
  const cleaned = mention ? text.slice(0, mention.index) + text.slice(mention.index + mention.length) : text;
  const name = capitalizeFirst(
    cleaned
      .trim()
      .replace(/\s+(?:by|until|before|bis|avant|antes|até|entro)\s*$/i, "")
      .replace(/[.!]+$/, ""),
  );
  const wanted = new Set(words(name));
  const related = plan.tasks
    .map((t, index) => ({ index, shared: words(t.name).filter((w) => wanted.has(w)).length }))
    .filter((e) => e.shared > 0)
    .sort((a, b) => b.shared - a.shared)[0];
  const relatedTask = related ? plan.tasks[related.index] : undefined;
  const start = dayOfIso(plan.timeline.startDate);
  const end = dayOfIso(plan.timeline.endDate);
  const due = mention
    ? Math.min(end, Math.max(start, mention.day))
    : relatedTask?.dueDate
      ? dayOfIso(relatedTask.dueDate)
      : previousWorkingDay(Math.round((start + end) / 2));
  const milestoneIndex =
    relatedTask?.milestoneIndex ??
    (plan.milestones.findIndex((m) => m.dueDate !== null && dayOfIso(m.dueDate) >= due) >= 0
      ? plan.milestones.findIndex((m) => m.dueDate !== null && dayOfIso(m.dueDate) >= due)
      : plan.milestones.length > 0
        ? plan.milestones.length - 1
        : null);
  const task: PlanTask = {
    name,
    description: "",
    dueDate: dayFromNumber(isWorkingDay(due) ? due : previousWorkingDay(due)),
    priority: "medium",
    milestoneIndex,
    sourceText: null,
    parentIndex: null,
  };
  return { ...plan, tasks: [...plan.tasks, task] };
}

type Rule = [RegExp, (plan: Plan, m: RegExpExecArray, request: string, today: DayNumber) => Plan | null];

/** Requests in the order they are tried; the first pattern that matches and acts wins. */
// Requests are read in the plan's six languages (issue 20): "weniger Aufgaben", "ajouter une phase QA",
// "quitar la tarea del blog", "adicionar uma tarefa para imprimir folhetos", "togliere il blog".
const REMOVE =
  "remove|drop|delete|skip|cut|entferne|entfernen|streiche|streichen|lösche|löschen|supprime|supprimer|retire|retirer|enlève|enlever|quita|quitar|elimina|eliminar|borra|borrar|remove|remover|retira|retirar|apaga|apagar|rimuovi|rimuovere|togli|togliere|cancella|cancellare";
const ADD =
  "add|füge|hinzufügen|ergänze|ergänzen|ajoute|ajouter|añade|añadir|agrega|agregar|adiciona|adicionar|acrescenta|acrescentar|aggiungi|aggiungere";
const PHASE = "phase|milestone|stage|Phase|Meilenstein|étape|jalon|fase|hito|etapa|marco|tappa";
const RULES: Rule[] = [
  [/\b(?:fewer|less|shorter|trim|too many|weniger|moins de|moins|menos|meno|troppe|troppi)\b/i, (plan) => fewer(plan)],
  [
    new RegExp(
      `^(?:please\\s+|bitte\\s+|por favor\\s+|s'il te plaît\\s+)?(?:${ADD})\\s+(?:an?\\s+|the\\s+|eine?\\s+|une?\\s+|una?\\s+|uma?\\s+)?(?:(?:${PHASE})\\s+(?:de\\s+|di\\s+|d'|für\\s+)?)?(.+?)(?:[- ](?:${PHASE}))?(?:\\s+hinzu)?$`,
      "iu",
    ),
    (plan, m, request) => (new RegExp(`(?:${PHASE})`, "i").test(request) ? addPhase(plan, m[1] ?? "") : null),
  ],
  [new RegExp(`^(.+?)[- ](?:${PHASE})\\s+(?:hinzufügen|ergänzen)$`, "iu"), (plan, m) => addPhase(plan, m[1] ?? "")],
  [
    /^(?:please\s+)?split\s+(?:up\s+)?(?:the\s+)?(.+?)(?:\s+task)?(?:\s+(?:in|into)\s+(?:two|2|parts))?$/i,
    (plan, m) => split(plan, m[1] ?? ""),
  ],
  [
    new RegExp(
      `^(?:please\\s+|bitte\\s+)?(?:${REMOVE})\\s+(?:the\\s+|die\\s+|den\\s+|das\\s+|la\\s+|le\\s+|les\\s+|el\\s+|o\\s+|a\\s+|il\\s+|lo\\s+)?(?:tarea\\s+(?:del?\\s+)?|tâche\\s+(?:du\\s+|de\\s+la\\s+)?|tarefa\\s+(?:do\\s+|da\\s+)?|attività\\s+(?:del\\s+)?|aufgabe\\s+)?(.+?)(?:\\s+tasks?|[- ]aufgabe)?$`,
      "iu",
    ),
    (plan, m) => remove(plan, m[1] ?? ""),
  ],
  [/^(?:die\s+|den\s+|das\s+)?(.+?)(?:[- ]aufgabe)?\s+(?:entfernen|streichen|löschen)$/iu, (plan, m) => remove(plan, m[1] ?? "")],
  [
    /\b(?:deadline|due|finish|end|done|launch|live|frist|bis|fertig|échéance|date limite|fin|fecha límite|plazo|prazo|até|scadenza|entro)\b/iu,
    (plan, _m, request, today) => {
      const mention = findDateMentions(request, today).at(-1);
      return mention ? moveDeadline(plan, mention.day, today) : null;
    },
  ],
  [
    new RegExp(
      `^(?:please\\s+|bitte\\s+)?(?:${ADD})\\s+(?:a\\s+|eine\\s+|une\\s+|una\\s+|uma\\s+)?(?:task\\s+|aufgabe\\s+|tâche\\s+|tarea\\s+|tarefa\\s+|attività\\s+)?(?:to\\s+|for\\s+|pour\\s+|para\\s+|per\\s+|zum\\s+|zur\\s+)?(.+?)(?:\\s+hinzu)?$`,
      "iu",
    ),
    (plan, m, _request, today) => addTask(plan, m[1] ?? "", today),
  ],
];

function applyRequest(plan: Plan, request: string, today: DayNumber): Plan {
  for (const [pattern, act] of RULES) {
    const m = pattern.exec(request);
    const next = m ? act(plan, m, request, today) : null;
    if (next) return next;
  }
  throw new PlanRefusal(`The built-in planner could not act on “${request}”. ${FEEDBACK_UNDERSTOOD}`);
}

/**
 * Applies each request in `feedback` to `plan`, in order. Feedback the planner cannot act on is
 * refused with what it does understand, rather than answered with an unchanged plan.
 */
export function applyFeedback(plan: Plan, feedback: string, todayDate: Date): Plan {
  const today = utcDayNumberOf(todayDate);
  const requests = feedback
    .split(/[\n;]+|\.\s+|,\s*(?:and\s+)?|\s+and\s+(?=(?:add|remove|drop|split|fewer|deadline|make)\b)/i)
    .map((r) => r.trim().replace(/[.!]+$/, ""))
    .filter(Boolean);
  let next = plan;
  for (const request of requests) next = applyRequest(next, request, today);
  return withMilestoneDates(next);
}

/** A milestone is due with its last task; one left without tasks keeps its date. */
function withMilestoneDates(plan: Plan): Plan {
  return {
    ...plan,
    milestones: plan.milestones.map((m, i) => {
      const due = plan.tasks.filter((t) => t.milestoneIndex === i && t.dueDate).map((t) => t.dueDate as string);
      return due.length > 0 ? { ...m, dueDate: due.sort().at(-1) ?? m.dueDate } : m;
    }),
  };
}
