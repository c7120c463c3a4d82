import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsQuerySchema, MAX_RANGE_DAYS, todayUtc } from "../../core/schemas/analytics";
import { LOGGED_KINDS, loggedDependency, loggedOp, loggedTask, loggedTasks, loggedValueOf } from "../../core/schemas/board-event";
import { calendarFeedStatusSchema, FEED_SECRET_PATTERN, feedFileName, rotatedFeedSchema } from "../../core/schemas/calendar";
import {
  capacitySettingsSchema,
  DEFAULT_WEEKLY_HOURS,
  holidaySchema,
  holidaysSchema,
  hoursPerDayOf,
  MAX_DAYS_OFF,
  MAX_HOLIDAYS,
  MAX_WEEKLY_HOURS,
  memberCapacitySchema,
  standardCapacity,
  WEEKDAYS,
} from "../../core/schemas/capacity";
import { IDEA_MAX_CHARS, IDEA_REQUIRED } from "../../core/schemas/idea-text";
import { importAssigneesSchema, importFileSchema, MAX_IMPORT_FILE_CHARS } from "../../core/schemas/import-file";
import { DEFAULT_PERSON_TIME_SETTINGS, MAX_REMINDER_LEAD_DAYS, personTimeSettingsSchema } from "../../core/schemas/person-time-settings";
import { planSubtaskIssues, planSubtaskProblems, sanitizePlanSubtasks } from "../../core/schemas/plan-subtasks";
import { importRequestSchema, statusSyncSchema, syncRequestSchema } from "../../core/schemas/sync";
import { MAX_BATCH_OPERATIONS, taskBatchOperation, taskBatchSchema } from "../../core/schemas/task-batch";
import {
  createTimeEntrySchema,
  MAX_ENTRY_MINUTES,
  projectTimeSettingsSchema,
  startTimerSchema,
  timeEntriesQuery,
  timeZoneField,
  updateTimeEntrySchema,
} from "../../core/schemas/time-entry";
import {
  ESTIMATE_UNITS,
  estimateField,
  MAX_ESTIMATE,
  RECURRENCE_MODES,
  recurrenceField,
  recurrenceModeField,
} from "../../core/schemas/time-fields";
import {
  createWebhookSchema,
  deliveryParam,
  MAX_WEBHOOKS_PER_PROJECT,
  WEBHOOK_EVENT_LABEL,
  WEBHOOK_EVENTS,
  webhookIdParam,
} from "../../core/schemas/webhook";
import { storedTask } from "../support/stored-task";

type Parser = { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } };
const ok = (schema: Parser, value: unknown) => schema.safeParse(value).success;
/** The messages a value is refused with (undefined when it is taken). */
const messages = (schema: Parser, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);
/** The path and message of each issue (undefined when it is taken). */
const issues = (schema: Parser, value: unknown) => schema.safeParse(value).error?.issues.map((i) => ({ path: i.path, message: i.message }));

/** `n` distinct days from 2026-01-01 on. */
const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

describe("analytics range", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-06-15T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads today as the UTC day", () => {
    expect(todayUtc(new Date("2026-01-02T23:59:59Z"))).toBe("2026-01-02");
    expect(todayUtc()).toBe("2026-06-15");
  });

  it("takes no range at all, and a range ending today", () => {
    expect(analyticsQuerySchema.parse({})).toEqual({});
    expect(analyticsQuerySchema.parse({ from: "2026-06-01", to: "2026-06-15" })).toEqual({ from: "2026-06-01", to: "2026-06-15" });
    expect(ok(analyticsQuerySchema, { to: "2026-06-15" })).toBe(true);
  });

  it("ends a range today or earlier", () => {
    expect(issues(analyticsQuerySchema, { to: "2026-06-16" })).toEqual([{ path: ["to"], message: "The range must end today or earlier." }]);
  });

  it("starts a range on or before its end, which is today when not given", () => {
    expect(ok(analyticsQuerySchema, { from: "2026-06-10", to: "2026-06-10" })).toBe(true);
    expect(issues(analyticsQuerySchema, { from: "2026-06-11", to: "2026-06-10" })).toEqual([
      { path: ["from"], message: "The range must start on or before its end." },
    ]);
    expect(ok(analyticsQuerySchema, { from: "2026-06-15" })).toBe(true);
    expect(issues(analyticsQuerySchema, { from: "2026-06-16" })).toEqual([
      { path: ["from"], message: "The range must start on or before its end." },
    ]);
  });

  it("covers at most 366 days, counting both ends", () => {
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(ok(analyticsQuerySchema, { from: "2025-06-15", to: "2026-06-15" })).toBe(true);
    expect(issues(analyticsQuerySchema, { from: "2025-06-14", to: "2026-06-15" })).toEqual([
      { path: ["from"], message: "The range can cover at most 366 days." },
    ]);
    expect(ok(analyticsQuerySchema, { from: "2025-06-15" })).toBe(true);
    expect(issues(analyticsQuerySchema, { from: "2025-06-14" })).toEqual([
      { path: ["from"], message: "The range can cover at most 366 days." },
    ]);
    expect(ok(analyticsQuerySchema, { from: "2024-01-01", to: "2024-12-31" })).toBe(true);
  });
});

describe("board event log", () => {
  // A task as logged before the later fields (estimate, recurrence, custom fields) existed.
  const task = storedTask("t1", {
    name: "Write",
    dueDate: "2026-01-05",
    version: 3,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
  });
  const link = { id: "d1", projectId: 1, predecessorId: "a", successorId: "b", type: "FS", lagDays: 0, createdAt: "2026-01-01T00:00:00Z" };

  it("logs the six kinds of op", () => {
    expect(LOGGED_KINDS).toEqual(["created", "updated", "deleted", "linked", "unlinked", "scheduled"]);
  });

  it("reads an op with its kind, id, what it was asked and the token's name, keeping keys added later", () => {
    expect(loggedOp.parse({ kind: "updated", id: "t1", input: { history: "undo", name: "X" }, via: "CI", extra: 1 })).toEqual({
      kind: "updated",
      id: "t1",
      input: { history: "undo", name: "X" },
      via: "CI",
      extra: 1,
    });
    expect(ok(loggedOp, { kind: "scheduled", id: null })).toBe(true);
    expect(ok(loggedOp, { kind: "moved", id: null })).toBe(false);
    expect(ok(loggedOp, { kind: "updated", id: "t1", input: { history: "replay" } })).toBe(false);
  });

  it("reads a task logged before the later fields, and keeps a key a later version adds", () => {
    expect(loggedTask.parse(task)).toEqual(task);
    expect(loggedTask.parse({ ...task, later: "kept" })).toEqual({ ...task, later: "kept" });
    expect(
      ok(loggedTask, { ...task, estimate: null, recurrence: "FREQ=DAILY", recurrenceMode: "date", fields: { f1: ["a"] }, labelIds: ["l"] }),
    ).toBe(true);
    expect(ok(loggedTask, { ...task, status: "blocked" })).toBe(false);
  });

  it("reads a link, and a schedule's list of tasks", () => {
    expect(loggedDependency.parse(link)).toEqual(link);
    expect(ok(loggedDependency, { ...link, type: "XX" })).toBe(false);
    expect(loggedTasks.parse([task])).toEqual([task]);
  });

  it("reads a value by the kind of op that logged it", () => {
    expect(loggedValueOf("linked")).toBe(loggedDependency);
    expect(loggedValueOf("unlinked")).toBe(loggedDependency);
    expect(loggedValueOf("scheduled")).toBe(loggedTasks);
    expect(loggedValueOf("created")).toBe(loggedTask);
    expect(loggedValueOf("updated")).toBe(loggedTask);
    expect(loggedValueOf("deleted")).toBe(loggedTask);
  });
});

describe("calendar feeds", () => {
  const secret = "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst";

  it("reads a feed's secret from its file name, 52 lowercase base32 characters and .ics", () => {
    expect(secret).toHaveLength(52);
    expect(FEED_SECRET_PATTERN.test(secret)).toBe(true);
    expect(feedFileName.parse(`${secret}.ics`)).toBe(secret);
  });

  it("names no feed with another ending, length or alphabet", () => {
    expect(feedFileName.parse(secret)).toBe(null);
    expect(feedFileName.parse(`${secret}.ical`)).toBe(null);
    expect(feedFileName.parse(`${secret.slice(1)}.ics`)).toBe(null);
    expect(feedFileName.parse(`${secret}a.ics`)).toBe(null);
    expect(feedFileName.parse(`${secret.slice(1)}8.ics`)).toBe(null);
    expect(feedFileName.parse(`${secret.slice(1)}A.ics`)).toBe(null);
    expect(feedFileName.parse(".ics")).toBe(null);
  });

  it("takes a file name up to 100 characters", () => {
    expect(feedFileName.parse("x".repeat(100))).toBe(null);
    expect(ok(feedFileName, "x".repeat(101))).toBe(false);
  });

  it("reads a feed's status and a rotation's answer", () => {
    expect(calendarFeedStatusSchema.parse({ feed: null })).toEqual({ feed: null });
    expect(calendarFeedStatusSchema.parse({ feed: { createdAt: "2026-01-01" } })).toEqual({ feed: { createdAt: "2026-01-01" } });
    const rotated = { url: "https://x/a.ics", webcalUrl: "webcal://x/a.ics", createdAt: "2026-01-01" };
    expect(rotatedFeedSchema.parse(rotated)).toEqual(rotated);
  });
});

describe("capacity", () => {
  it("gives a member with no settings the standard 40-hour week, Monday to Friday", () => {
    expect(DEFAULT_WEEKLY_HOURS).toBe(40);
    expect(WEEKDAYS).toEqual(["mon", "tue", "wed", "thu", "fri"]);
    expect(memberCapacitySchema.parse({ userId: 1 })).toEqual({ userId: 1, weeklyHours: 40, offWeekdays: [], daysOff: [] });
    expect(standardCapacity(7)).toEqual({ userId: 7, weeklyHours: 40, offWeekdays: [], daysOff: [], hoursPerDay: 8, custom: false });
  });

  it("names a member by a positive whole id", () => {
    expect(ok(memberCapacitySchema, { userId: 1 })).toBe(true);
    expect(messages(memberCapacitySchema, { userId: 0 })).toEqual(["userId must be a member's id."]);
    expect(messages(memberCapacitySchema, { userId: 1.5 })).toEqual(["userId must be a member's id."]);
    expect(messages(memberCapacitySchema, { userId: "1" })).toEqual(["userId must be a member's id."]);
    expect(ok(memberCapacitySchema, { userId: 1, extra: true })).toBe(false);
  });

  it("takes 1 to 120 weekly hours, rounded to the hundredth", () => {
    expect(MAX_WEEKLY_HOURS).toBe(120);
    expect(memberCapacitySchema.parse({ userId: 1, weeklyHours: 1 }).weeklyHours).toBe(1);
    expect(memberCapacitySchema.parse({ userId: 1, weeklyHours: 120 }).weeklyHours).toBe(120);
    expect(memberCapacitySchema.parse({ userId: 1, weeklyHours: 37.456 }).weeklyHours).toBe(37.46);
    expect(messages(memberCapacitySchema, { userId: 1, weeklyHours: 0.99 })).toEqual(["Weekly hours must be at least 1."]);
    expect(messages(memberCapacitySchema, { userId: 1, weeklyHours: 120.01 })).toEqual(["Weekly hours must be at most 120."]);
    expect(messages(memberCapacitySchema, { userId: 1, weeklyHours: "40" })).toEqual(["Weekly hours must be a number."]);
    expect(messages(memberCapacitySchema, { userId: 1, weeklyHours: Number.POSITIVE_INFINITY })).toEqual([
      "Weekly hours must be a number.",
    ]);
  });

  it("takes weekdays off in the week's order, each once, and never a weekend day", () => {
    expect(memberCapacitySchema.parse({ userId: 1, offWeekdays: ["fri", "mon", "fri"] }).offWeekdays).toEqual(["mon", "fri"]);
    expect(messages(memberCapacitySchema, { userId: 1, offWeekdays: ["sat"] })).toEqual([
      "Weekdays off are mon, tue, wed, thu or fri (weekends are never worked).",
    ]);
    expect(ok(memberCapacitySchema, { userId: 1, offWeekdays: ["mon", "mon", "mon", "mon", "mon"] })).toBe(true);
    expect(ok(memberCapacitySchema, { userId: 1, offWeekdays: ["mon", "mon", "mon", "mon", "mon", "mon"] })).toBe(false);
  });

  it("needs at least one working weekday", () => {
    expect(issues(memberCapacitySchema, { userId: 1, weeklyHours: 8, offWeekdays: ["mon", "tue", "wed", "thu", "fri"] })).toEqual([
      { path: ["offWeekdays"], message: "A member needs at least one working weekday." },
    ]);
  });

  it("works at most 24 hours a day over the weekdays worked", () => {
    const fourOff = ["mon", "tue", "wed", "thu"];
    expect(ok(memberCapacitySchema, { userId: 1, weeklyHours: 24, offWeekdays: fourOff })).toBe(true);
    expect(issues(memberCapacitySchema, { userId: 1, weeklyHours: 24.01, offWeekdays: fourOff })).toEqual([
      { path: ["weeklyHours"], message: "24.01 hours over 1 working day is more than 24 hours a day." },
    ]);
    expect(ok(memberCapacitySchema, { userId: 1, weeklyHours: 48, offWeekdays: ["mon", "tue", "wed"] })).toBe(true);
    expect(issues(memberCapacitySchema, { userId: 1, weeklyHours: 49, offWeekdays: ["mon", "tue", "wed"] })).toEqual([
      { path: ["weeklyHours"], message: "49 hours over 2 working days is more than 24 hours a day." },
    ]);
    expect(ok(memberCapacitySchema, { userId: 1, weeklyHours: 120 })).toBe(true);
  });

  it("takes up to 366 days off, each once, in order", () => {
    expect(MAX_DAYS_OFF).toBe(366);
    expect(memberCapacitySchema.parse({ userId: 1, daysOff: ["2026-03-02", "2026-01-05", "2026-03-02"] }).daysOff).toEqual([
      "2026-01-05",
      "2026-03-02",
    ]);
    expect(memberCapacitySchema.parse({ userId: 1, daysOff: days(366) }).daysOff).toHaveLength(366);
    expect(messages(memberCapacitySchema, { userId: 1, daysOff: days(367) })).toEqual(["At most 366 days off per person."]);
    expect(ok(memberCapacitySchema, { userId: 1, daysOff: ["2026-02-30"] })).toBe(false);
  });

  it("takes up to 500 members, each once", () => {
    const members = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: i + 1 }));
    expect(capacitySettingsSchema.parse({ members: members(500) }).members).toHaveLength(500);
    expect(messages(capacitySettingsSchema, { members: members(501) })).toEqual(["Too many members."]);
    expect(issues(capacitySettingsSchema, { members: [{ userId: 3 }, { userId: 4 }, { userId: 3 }] })).toEqual([
      { path: ["members"], message: "Member 3 is listed twice." },
    ]);
    expect(messages(capacitySettingsSchema, { members: "all" })).toEqual(["members is a list of members' settings."]);
    expect(capacitySettingsSchema.parse({ members: [] })).toEqual({ members: [] });
  });

  it("names a holiday with 1 to 80 characters of one line", () => {
    expect(holidaySchema.parse({ date: "2026-12-25", name: "  Christmas  " })).toEqual({ date: "2026-12-25", name: "Christmas" });
    expect(ok(holidaySchema, { date: "2026-12-25", name: "x".repeat(80) })).toBe(true);
    expect(messages(holidaySchema, { date: "2026-12-25", name: "x".repeat(81) })).toEqual(["A holiday's name is at most 80 characters."]);
    expect(messages(holidaySchema, { date: "2026-12-25", name: "   " })).toEqual(["Give the holiday a name."]);
    expect(messages(holidaySchema, { date: "2026-12-25" })).toEqual(["Give the holiday a name."]);
  });

  it("takes up to 200 holidays, one a day", () => {
    expect(MAX_HOLIDAYS).toBe(200);
    const holidays = (n: number) => days(n).map((date) => ({ date, name: "Off" }));
    expect(holidaysSchema.parse({ holidays: holidays(200) }).holidays).toHaveLength(200);
    expect(messages(holidaysSchema, { holidays: holidays(201) })).toEqual(["At most 200 holidays."]);
    expect(
      issues(holidaysSchema, {
        holidays: [
          { date: "2026-12-25", name: "A" },
          { date: "2026-12-26", name: "B" },
          { date: "2026-12-25", name: "C" },
        ],
      }),
    ).toEqual([{ path: ["holidays"], message: "Two holidays on 2026-12-25." }]);
    expect(messages(holidaysSchema, { holidays: {} })).toEqual(["holidays is a list of { date, name }."]);
  });

  it("spreads weekly hours over the weekdays worked, to the hundredth", () => {
    expect(hoursPerDayOf(40, [])).toBe(8);
    expect(hoursPerDayOf(40, ["mon"])).toBe(10);
    expect(hoursPerDayOf(10, ["mon", "tue"])).toBe(3.33);
    expect(hoursPerDayOf(20, ["mon", "tue", "wed", "thu"])).toBe(20);
    expect(hoursPerDayOf(30, ["mon", "tue", "wed", "thu", "fri"])).toBe(30);
  });
});

describe("idea text", () => {
  it("takes an idea up to 20,000 characters and asks for one when empty", () => {
    expect(IDEA_MAX_CHARS).toBe(20_000);
    expect(IDEA_REQUIRED).toBe("Project idea is required. Please describe your project idea.");
  });
});

describe("import file", () => {
  const mapping = { name: "Name", description: null, status: null, dueDate: null, assignee: null, priority: null };
  const file = { format: "csv", content: "Name\nA", mapping, projectName: "Imported", requestId: "req-0001" };

  it("takes a file with the mapping confirmed, its parent and kind columns none when not sent", () => {
    expect(MAX_IMPORT_FILE_CHARS).toBe(900_000);
    expect(importFileSchema.parse(file)).toEqual({ ...file, mapping: { ...mapping, parent: null, kind: null } });
    expect(importFileSchema.parse({ ...file, mapping: { ...mapping, parent: "Parent", kind: "Type" } }).mapping).toEqual({
      ...mapping,
      parent: "Parent",
      kind: "Type",
    });
  });

  it("names the kinds of file it reads", () => {
    expect(ok(importFileSchema, { ...file, format: "trello" })).toBe(true);
    expect(messages(importFileSchema, { ...file, format: "xlsx" })).toEqual([
      "Choose the kind of file: Trello JSON, Jira CSV, Asana CSV or another CSV.",
    ]);
  });

  it("takes a file of 1 to 900,000 characters", () => {
    expect(ok(importFileSchema, { ...file, content: "x" })).toBe(true);
    expect(messages(importFileSchema, { ...file, content: "" })).toEqual(["This file is empty."]);
    expect(ok(importFileSchema, { ...file, content: "x".repeat(900_000) })).toBe(true);
    expect(messages(importFileSchema, { ...file, content: "x".repeat(900_001) })).toEqual([
      "This file is too large to import (max 900 KB).",
    ]);
  });

  it("takes a mapped column name up to 200 characters, and every column the form maps", () => {
    expect(
      ok(importFileSchema, { ...file, mapping: { ...mapping, name: "x".repeat(200), parent: "x".repeat(200), kind: "x".repeat(200) } }),
    ).toBe(true);
    expect(ok(importFileSchema, { ...file, mapping: { ...mapping, name: "x".repeat(201) } })).toBe(false);
    expect(ok(importFileSchema, { ...file, mapping: { ...mapping, parent: "x".repeat(201) } })).toBe(false);
    expect(ok(importFileSchema, { ...file, mapping: { ...mapping, kind: "x".repeat(201) } })).toBe(false);
    expect(ok(importFileSchema, { ...file, mapping: { ...mapping, priority: undefined } })).toBe(false);
    expect(ok(importFileSchema, { ...file, mapping: { ...mapping, labels: null } })).toBe(false);
  });

  it("needs a new project's name unless it imports into a project by its positive id", () => {
    const { projectName: _, ...noName } = file;
    expect(issues(importFileSchema, noName)).toEqual([{ path: ["projectName"], message: "Please enter a name for your project." }]);
    expect(ok(importFileSchema, { ...noName, projectId: 1 })).toBe(true);
    expect(messages(importFileSchema, { ...noName, projectId: 0 })).toEqual(["projectId must be a project id."]);
    expect(messages(importFileSchema, { ...noName, projectId: "1" })).toEqual(["projectId must be a project id."]);
    expect(ok(importFileSchema, { ...noName, projectId: 1.5 })).toBe(false);
  });

  it("takes a request id of 8 to 64 characters", () => {
    expect(ok(importFileSchema, { ...file, requestId: "x".repeat(8) })).toBe(true);
    expect(ok(importFileSchema, { ...file, requestId: "x".repeat(7) })).toBe(false);
    expect(ok(importFileSchema, { ...file, requestId: "x".repeat(64) })).toBe(true);
    expect(ok(importFileSchema, { ...file, requestId: "x".repeat(65) })).toBe(false);
  });

  it("takes up to 500 assignee values of 1 to 200 characters, trimmed", () => {
    expect(importAssigneesSchema.parse({ values: [" Ann ", "x".repeat(200), " J "] })).toEqual({ values: ["Ann", "x".repeat(200), "J"] });
    expect(ok(importAssigneesSchema, { values: ["x".repeat(201)] })).toBe(false);
    expect(ok(importAssigneesSchema, { values: ["  "] })).toBe(false);
    const values = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
    expect(ok(importAssigneesSchema, { values: values(500) })).toBe(true);
    expect(messages(importAssigneesSchema, { values: values(501) })).toEqual(["A file names at most 500 different assignees."]);
  });
});

describe("a person's time settings", () => {
  const settings = { reminderLeadDays: 1, recurrenceMode: "completion", timeZone: "UTC" };

  it("start with a reminder the day before, the next occurrence on completion, in UTC", () => {
    expect(DEFAULT_PERSON_TIME_SETTINGS).toEqual(settings);
    expect(personTimeSettingsSchema.parse(settings)).toEqual(settings);
  });

  it("remind 0 to 30 whole days ahead, or never", () => {
    expect(MAX_REMINDER_LEAD_DAYS).toBe(30);
    expect(ok(personTimeSettingsSchema, { ...settings, reminderLeadDays: 0 })).toBe(true);
    expect(ok(personTimeSettingsSchema, { ...settings, reminderLeadDays: 30 })).toBe(true);
    expect(ok(personTimeSettingsSchema, { ...settings, reminderLeadDays: null })).toBe(true);
    expect(messages(personTimeSettingsSchema, { ...settings, reminderLeadDays: -1 })).toEqual([
      "The reminder lead time can't be negative.",
    ]);
    expect(messages(personTimeSettingsSchema, { ...settings, reminderLeadDays: 31 })).toEqual(["Remind at most 30 days ahead."]);
    expect(messages(personTimeSettingsSchema, { ...settings, reminderLeadDays: 1.5 })).toEqual([
      "The reminder lead time is a whole number of days.",
    ]);
    expect(messages(personTimeSettingsSchema, { ...settings, reminderLeadDays: "1" })).toEqual([
      "The reminder lead time is a whole number of days, or null for no reminders.",
    ]);
  });

  it("repeat on completion or on the date, in a time zone the runtime knows", () => {
    expect(ok(personTimeSettingsSchema, { ...settings, recurrenceMode: "date", timeZone: "Europe/Paris" })).toBe(true);
    expect(messages(personTimeSettingsSchema, { ...settings, recurrenceMode: "weekly" })).toEqual([
      'recurrenceMode is "completion" or "date".',
    ]);
    expect(messages(personTimeSettingsSchema, { ...settings, timeZone: "Mars/Base" })).toEqual(["Unknown time zone."]);
    expect(ok(personTimeSettingsSchema, { ...settings, extra: 1 })).toBe(false);
  });
});

describe("subtasks in a plan", () => {
  const t = (name: string, parentIndex: number | null | undefined, milestoneIndex: number | null = 0) => ({
    name,
    milestoneIndex,
    parentIndex,
  });

  it("finds nothing wrong with top-level tasks and one level of subtasks in their parent's milestone", () => {
    expect(planSubtaskIssues({ tasks: [t("A", null), t("B", 0), t("C", undefined), t("D", 0)] })).toEqual([]);
    expect(planSubtaskProblems({ tasks: [t("A", null), t("B", 0)] })).toEqual([]);
    expect(planSubtaskIssues({ tasks: [t("A", undefined), t("B", 0)] })).toEqual([]);
    expect(planSubtaskIssues({ tasks: [t("X", null), t("Y", 2), t("Z", null)] })).toEqual([]);
  });

  it("refuses a task that is its own subtask", () => {
    expect(planSubtaskIssues({ tasks: [t("A", null), t("B", 1)] })).toEqual([
      { path: ["tasks", 1, "parentIndex"], message: "Task 1 “B” can't be a subtask of itself." },
    ]);
  });

  it("refuses a parent that is not in the plan", () => {
    expect(planSubtaskIssues({ tasks: [t("A", null), t("B", 2)] })).toEqual([
      { path: ["tasks", 1, "parentIndex"], message: "Task 1 “B” is a subtask of task 2, which is not in the plan (it has 2 tasks)." },
    ]);
  });

  it("nests subtasks one level deep", () => {
    expect(planSubtaskIssues({ tasks: [t("X", null), t("Y", 2), t("Z", null), t("W", 1)] })).toEqual([
      {
        path: ["tasks", 3, "parentIndex"],
        message: "Task 3 “W” is a subtask of “Y”, which is itself a subtask: plans nest subtasks one level deep.",
      },
    ]);
    expect(planSubtaskIssues({ tasks: [t("A", null), t("B", 0), t("C", 1)] })).toEqual([
      {
        path: ["tasks", 2, "parentIndex"],
        message: "Task 2 “C” is a subtask of “B”, which is itself a subtask: plans nest subtasks one level deep.",
      },
    ]);
  });

  it("keeps a subtask in its parent's milestone", () => {
    expect(planSubtaskIssues({ tasks: [t("A", null, 0), t("B", 0, 1)] })).toEqual([
      { path: ["tasks", 1, "parentIndex"], message: "Task 1 “B” must be in the same milestone as its parent “A”." },
    ]);
    expect(planSubtaskIssues({ tasks: [t("A", null, null), t("B", 0, 0)] })).toEqual([
      { path: ["tasks", 1, "parentIndex"], message: "Task 1 “B” must be in the same milestone as its parent “A”." },
    ]);
  });

  it("quotes a name up to 60 characters whole, and a longer one cut to 59 and an ellipsis", () => {
    const sixty = "x".repeat(60);
    const long = `${"y".repeat(59)}zz`;
    expect(planSubtaskIssues({ tasks: [t(sixty, 0)] })).toEqual([
      { path: ["tasks", 0, "parentIndex"], message: `Task 0 “${sixty}” can't be a subtask of itself.` },
    ]);
    expect(planSubtaskIssues({ tasks: [t(long, 0)] })).toEqual([
      { path: ["tasks", 0, "parentIndex"], message: `Task 0 “${"y".repeat(59)}…” can't be a subtask of itself.` },
    ]);
  });

  it("writes each problem as its path and message", () => {
    expect(planSubtaskProblems({ tasks: [t("A", null), t("B", 1), t("C", 5)] })).toEqual([
      "tasks.1.parentIndex: Task 1 “B” can't be a subtask of itself.",
      "tasks.2.parentIndex: Task 2 “C” is a subtask of task 5, which is not in the plan (it has 3 tasks).",
    ]);
  });

  it("keeps a valid subtask and moves it into its parent's milestone", () => {
    expect(sanitizePlanSubtasks([t("A", null, 0), t("B", null, 1), t("C", 1, 0), t("D", undefined, 2)])).toEqual([
      t("A", null, 0),
      t("B", null, 1),
      t("C", 1, 1),
      t("D", null, 2),
    ]);
    expect(sanitizePlanSubtasks([t("A", null, 3), t("B", 0, 0)])).toEqual([t("A", null, 3), t("B", 0, 3)]);
  });

  it("drops a link to the task itself, to no task, or to a subtask, keeping every task", () => {
    expect(sanitizePlanSubtasks([t("A", 0, 1), t("B", 2, 1)])).toEqual([t("A", null, 1), t("B", null, 1)]);
    // A link dropped leaves its task a valid parent for another.
    expect(sanitizePlanSubtasks([t("A", 0, 1), t("B", 0, 2)])).toEqual([t("A", null, 1), t("B", 0, 1)]);
    expect(sanitizePlanSubtasks([t("A", 2, 1), t("B", 0, 2)])).toEqual([t("A", null, 1), t("B", 0, 1)]);
    expect(sanitizePlanSubtasks([t("A", 3, 1), t("B", 0, 2)])).toEqual([t("A", null, 1), t("B", 0, 1)]);
    expect(sanitizePlanSubtasks([t("A", null, 0), t("B", 0, 0), t("C", 1, 2)])).toEqual([t("A", null, 0), t("B", 0, 0), t("C", null, 2)]);
  });

  it("judges each link on the original links, whichever task comes first", () => {
    expect(sanitizePlanSubtasks([t("A", 1, 0), t("B", 2, 1), t("C", null, 2)])).toEqual([t("A", null, 0), t("B", 2, 2), t("C", null, 2)]);
  });
});

describe("sync", () => {
  it("takes a sync with no body, or a target to link", () => {
    expect(syncRequestSchema.parse(undefined)).toEqual({});
    expect(syncRequestSchema.parse({ target: { id: " PROJ " } })).toEqual({ target: { id: "PROJ" } });
    expect(ok(syncRequestSchema, { other: 1 })).toBe(false);
  });

  it("syncs the status of a linked task, its id 1 to 200 characters", () => {
    expect(statusSyncSchema.parse({ externalId: " 4 ", status: "done" })).toEqual({ externalId: "4", status: "done" });
    expect(messages(statusSyncSchema, { externalId: "  ", status: "done" })).toEqual([
      "This task is not linked to an item in the provider.",
    ]);
    expect(ok(statusSyncSchema, { externalId: "x".repeat(200), status: "done" })).toBe(true);
    expect(ok(statusSyncSchema, { externalId: "x".repeat(201), status: "done" })).toBe(false);
    expect(ok(statusSyncSchema, { externalId: "1", status: "blocked" })).toBe(false);
  });

  it("imports 1 to 20 containers, each with an id and a name of 1 to 200 characters", () => {
    const containers = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `Project ${i}` }));
    expect(importRequestSchema.parse({ containers: [{ id: " 1 ", name: " A " }] })).toEqual({ containers: [{ id: "1", name: "A" }] });
    expect(ok(importRequestSchema, { containers: containers(20) })).toBe(true);
    expect(messages(importRequestSchema, { containers: containers(21) })).toEqual(["Import at most 20 projects at once."]);
    expect(messages(importRequestSchema, { containers: [] })).toEqual(["Please choose at least one project to import."]);
    expect(ok(importRequestSchema, { containers: [{ id: "x".repeat(200), name: "x".repeat(200) }] })).toBe(true);
    expect(ok(importRequestSchema, { containers: [{ id: "x".repeat(201), name: "A" }] })).toBe(false);
    expect(ok(importRequestSchema, { containers: [{ id: "1", name: "x".repeat(201) }] })).toBe(false);
    expect(ok(importRequestSchema, { containers: [{ id: " ", name: "A" }] })).toBe(false);
    expect(ok(importRequestSchema, { containers: [{ id: "1", name: " " }] })).toBe(false);
  });
});

describe("task batch", () => {
  const del = (id: string) => ({ op: "delete", id });

  it("takes creates without a project, updates and deletes", () => {
    expect(taskBatchOperation.parse({ op: "create", task: { name: "Write" } })).toMatchObject({
      op: "create",
      task: { name: "Write", status: "todo" },
    });
    expect(ok(taskBatchOperation, { op: "create", task: { name: "Write", projectId: 1 } })).toBe(false);
    expect(taskBatchOperation.parse({ op: "update", id: "t1", patch: { name: "New" } })).toEqual({
      op: "update",
      id: "t1",
      patch: { name: "New" },
    });
    expect(taskBatchOperation.parse(del("t1"))).toEqual(del("t1"));
    expect(messages(taskBatchOperation, { op: "move", id: "t1" })).toEqual(['Each operation needs "op": "create", "update" or "delete".']);
  });

  it("names a task by an id of 1 to 64 characters", () => {
    expect(ok(taskBatchOperation, del("x".repeat(64)))).toBe(true);
    expect(ok(taskBatchOperation, del("x"))).toBe(true);
    expect(messages(taskBatchOperation, del("x".repeat(65)))).toEqual(["id must be a task id"]);
    expect(messages(taskBatchOperation, del(""))).toEqual(["id must be a task id"]);
    expect(messages(taskBatchOperation, { op: "delete", id: 5 })).toEqual(["id must be a task id"]);
  });

  it("takes 1 to 500 operations", () => {
    expect(MAX_BATCH_OPERATIONS).toBe(500);
    const ops = (n: number) => Array.from({ length: n }, (_, i) => del(`t${i}`));
    expect(taskBatchSchema.parse({ operations: ops(500) }).operations).toHaveLength(500);
    expect(taskBatchSchema.parse({ operations: ops(1) })).toEqual({ operations: [del("t0")] });
    expect(messages(taskBatchSchema, { operations: ops(501) })).toEqual(["At most 500 operations in one batch."]);
    expect(messages(taskBatchSchema, { operations: [] })).toEqual(["Send at least one operation."]);
    expect(messages(taskBatchSchema, { operations: "all" })).toEqual(["operations must be a list."]);
  });
});

describe("time entries", () => {
  it("a time entry lasts 1 minute to 24 hours, in whole minutes", () => {
    expect(MAX_ENTRY_MINUTES).toBe(1440);
    expect(createTimeEntrySchema.parse({ date: "2026-03-02", minutes: 1 })).toEqual({ date: "2026-03-02", minutes: 1, note: "" });
    expect(ok(createTimeEntrySchema, { date: "2026-03-02", minutes: 1440 })).toBe(true);
    expect(messages(createTimeEntrySchema, { date: "2026-03-02", minutes: 1441 })).toEqual(["An entry can be at most 24 hours."]);
    expect(messages(createTimeEntrySchema, { date: "2026-03-02", minutes: 0 })).toEqual(["An entry needs at least one minute."]);
    expect(messages(createTimeEntrySchema, { date: "2026-03-02", minutes: 1.5 })).toEqual(["Enter whole minutes."]);
    expect(messages(createTimeEntrySchema, { date: "2026-03-02" })).toEqual(["Enter how long you worked, in minutes."]);
  });

  it("takes a note up to 1,000 characters, trimmed", () => {
    expect(createTimeEntrySchema.parse({ date: "2026-03-02", minutes: 5, note: "  done  " }).note).toBe("done");
    expect(ok(createTimeEntrySchema, { date: "2026-03-02", minutes: 5, note: "x".repeat(1000) })).toBe(true);
    expect(messages(createTimeEntrySchema, { date: "2026-03-02", minutes: 5, note: "x".repeat(1001) })).toEqual([
      "The note is too long (max 1,000 characters).",
    ]);
    expect(ok(createTimeEntrySchema, { date: "2026-02-30", minutes: 5 })).toBe(false);
    expect(ok(createTimeEntrySchema, { date: "2026-03-02", minutes: 5, source: "timer" })).toBe(false);
  });

  it("changes an entry's date, duration or note, and refuses a change of nothing", () => {
    expect(updateTimeEntrySchema.parse({ date: "2026-03-03" })).toEqual({ date: "2026-03-03" });
    expect(updateTimeEntrySchema.parse({ minutes: 30 })).toEqual({ minutes: 30 });
    expect(updateTimeEntrySchema.parse({ note: "" })).toEqual({ note: "" });
    expect(messages(updateTimeEntrySchema, {})).toEqual(["Change the date, the duration or the note."]);
    expect(messages(updateTimeEntrySchema, { minutes: 1441 })).toEqual(["An entry can be at most 24 hours."]);
  });

  it("takes a time zone the runtime knows, up to 64 characters", () => {
    expect(timeZoneField.parse("Europe/Paris")).toBe("Europe/Paris");
    expect(messages(timeZoneField, "Mars/Base")).toEqual(["Unknown time zone."]);
    expect(messages(timeZoneField, "x".repeat(64))).toEqual(["Unknown time zone."]);
    expect(messages(timeZoneField, "x".repeat(65))).toEqual(["Too big: expected string to have <=64 characters", "Unknown time zone."]);
  });

  it("starts a timer on a task, in a time zone when given", () => {
    expect(startTimerSchema.parse({ taskId: "t1" })).toEqual({ taskId: "t1" });
    expect(startTimerSchema.parse({ taskId: "t1", timeZone: "Asia/Tokyo" })).toEqual({ taskId: "t1", timeZone: "Asia/Tokyo" });
    expect(messages(startTimerSchema, {})).toEqual(["Say which task the timer is for."]);
    expect(ok(startTimerSchema, { taskId: "" })).toBe(false);
    expect(ok(startTimerSchema, { taskId: "t" })).toBe(true);
    expect(ok(startTimerSchema, { taskId: "x".repeat(64) })).toBe(true);
    expect(ok(startTimerSchema, { taskId: "x".repeat(65) })).toBe(false);
    expect(ok(startTimerSchema, { taskId: "t1", timeZone: "Nowhere" })).toBe(false);
  });

  it("lists entries between two optional days, and counts estimates in hours or points", () => {
    expect(timeEntriesQuery.parse({})).toEqual({});
    expect(timeEntriesQuery.parse({ from: "2026-03-01T10:00:00Z", to: "2026-03-31" })).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(projectTimeSettingsSchema.parse({ estimateUnit: "points" })).toEqual({ estimateUnit: "points" });
    expect(messages(projectTimeSettingsSchema, { estimateUnit: "days" })).toEqual(['The estimate unit is "hours" or "points".']);
  });
});

describe("time fields", () => {
  it("takes an estimate from 0 to 10,000, rounded to the hundredth, or null", () => {
    expect(MAX_ESTIMATE).toBe(10_000);
    expect(estimateField.parse(0)).toBe(0);
    expect(estimateField.parse(10_000)).toBe(10_000);
    expect(estimateField.parse(2.345)).toBe(2.35);
    expect(estimateField.parse(1.234)).toBe(1.23);
    expect(estimateField.parse(null)).toBe(null);
    expect(messages(estimateField, -0.01)).toEqual(["The estimate can't be negative."]);
    expect(messages(estimateField, 10_000.01)).toEqual(["The estimate must be at most 10000."]);
    expect(messages(estimateField, "3")).toEqual(["The estimate must be a number."]);
    expect(messages(estimateField, Number.POSITIVE_INFINITY)).toEqual(["The estimate must be a number."]);
  });

  it("stores a repeat rule without its prefix, upper-cased, and null stops the series", () => {
    expect(recurrenceField.parse("RRULE:freq=weekly;byday=mo")).toBe("FREQ=WEEKLY;BYDAY=MO");
    expect(recurrenceField.parse(null)).toBe(null);
    expect(messages(recurrenceField, "FREQ=SECONDLY")).toEqual([
      "Use a repeat rule like FREQ=WEEKLY;BYDAY=MO (daily, weekly, monthly or yearly).",
    ]);
    expect(messages(recurrenceField, 7)).toEqual(["Use a repeat rule like FREQ=WEEKLY;BYDAY=MO (daily, weekly, monthly or yearly)."]);
  });

  it("repeats on completion or on the date, and counts estimates in hours or points", () => {
    expect(RECURRENCE_MODES).toEqual(["completion", "date"]);
    expect(ESTIMATE_UNITS).toEqual(["hours", "points"]);
    expect(recurrenceModeField.parse("date")).toBe("date");
    expect(messages(recurrenceModeField, "never")).toEqual(['recurrenceMode is "completion" or "date".']);
  });
});

describe("webhooks", () => {
  const hook = { url: "https://example.com/hook", events: ["task.created"] };

  it("subscribes to the 16 events, at most 10 webhooks a project", () => {
    expect(WEBHOOK_EVENTS).toHaveLength(16);
    expect(MAX_WEBHOOKS_PER_PROJECT).toBe(10);
    expect(WEBHOOK_EVENT_LABEL["task.completed"]).toBe("Task completed");
    expect(WEBHOOK_EVENT_LABEL["field.deleted"]).toBe("Custom field deleted");
  });

  it("takes a URL of 1 to 2,000 characters, trimmed", () => {
    expect(createWebhookSchema.parse({ ...hook, url: "  https://example.com/hook  " }).url).toBe("https://example.com/hook");
    expect(ok(createWebhookSchema, { ...hook, url: `https://e.com/${"x".repeat(1986)}` })).toBe(true);
    expect(messages(createWebhookSchema, { ...hook, url: `https://e.com/${"x".repeat(1987)}` })).toEqual([
      "The URL is too long (max 2000 characters).",
    ]);
    expect(messages(createWebhookSchema, { ...hook, url: "   " })).toEqual(["Give the URL to send events to."]);
    expect(createWebhookSchema.parse({ ...hook, url: " h " }).url).toBe("h");
    expect(messages(createWebhookSchema, { events: hook.events })).toEqual(["Give the URL to send events to."]);
  });

  it("takes 1 to 16 known events, each kept once", () => {
    expect(createWebhookSchema.parse({ ...hook, events: ["task.created", "task.deleted", "task.created"] }).events).toEqual([
      "task.created",
      "task.deleted",
    ]);
    expect(ok(createWebhookSchema, { ...hook, events: [...WEBHOOK_EVENTS] })).toBe(true);
    expect(ok(createWebhookSchema, { ...hook, events: [...WEBHOOK_EVENTS, "task.created"] })).toBe(false);
    expect(messages(createWebhookSchema, { ...hook, events: [] })).toEqual(["Choose at least one event."]);
    expect(messages(createWebhookSchema, { ...hook, events: "task.created" })).toEqual(["Give the events to send as a list."]);
    expect(messages(createWebhookSchema, { ...hook, events: ["task.moved"] })).toEqual([
      `Unknown event. Use: ${WEBHOOK_EVENTS.join(", ")}.`,
    ]);
  });

  it("names a webhook wh_ and a delivery dlv_ followed by 1 to 40 lowercase letters or digits", () => {
    expect(ok(webhookIdParam, { id: `wh_${"a".repeat(40)}` })).toBe(true);
    expect(messages(webhookIdParam, { id: `wh_${"a".repeat(41)}` })).toEqual(["Invalid webhook id."]);
    expect(messages(webhookIdParam, { id: "wh_" })).toEqual(["Invalid webhook id."]);
    expect(messages(webhookIdParam, { id: "wh_A1" })).toEqual(["Invalid webhook id."]);
    expect(ok(deliveryParam, { id: "wh_1", deliveryId: "dlv_9z" })).toBe(true);
    expect(messages(deliveryParam, { id: "wh_1", deliveryId: "dlv_" })).toEqual(["Invalid delivery id."]);
    expect(messages(deliveryParam, { id: "wh_1", deliveryId: `dlv_${"a".repeat(41)}` })).toEqual(["Invalid delivery id."]);
  });
});
