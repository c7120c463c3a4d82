import type { AutoScheduleResult, WhatIfResult } from "../../core/schedule";
import type { CapacityView, Holiday, MemberCapacity } from "../../core/schemas/capacity";
import type { CreateDependencyInput, Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { api, readJson } from "./api";

// The Timeline's calls to /api (issue 12), through the typed client.

const param = (projectId: number) => ({ id: String(projectId) });

type CapacitySettingsBody = { members: Array<Pick<MemberCapacity, "userId" | "weeklyHours" | "offWeekdays" | "daysOff">> };

export const addDependency = (
  projectId: number,
  json: Partial<CreateDependencyInput> & Pick<CreateDependencyInput, "predecessorId" | "successorId">,
): Promise<Dependency> => readJson(api.projects[":id"].dependencies.$post({ param: param(projectId), json }));

export const removeDependency = (projectId: number, dependencyId: string) =>
  readJson(api.projects[":id"].dependencies[":dependencyId"].$delete({ param: { id: String(projectId), dependencyId } }));

export const applySchedule = (projectId: number, json: { respectCapacity: boolean; moveMilestones: boolean }) =>
  readJson(api.projects[":id"].schedule.apply.$post({ param: param(projectId), json }));

export const previewSchedule = (
  projectId: number,
  json: { respectCapacity: boolean; moveMilestones: boolean },
): Promise<AutoScheduleResult> => readJson(api.projects[":id"].schedule.preview.$post({ param: param(projectId), json }));

export const previewSlip = (projectId: number, taskId: string, slipDays: number): Promise<WhatIfResult> =>
  readJson(api.projects[":id"].schedule["what-if"].$post({ param: param(projectId), json: { taskId, slipDays } }));

export const moveTask = (
  projectId: number,
  json: { taskId: string; startDate: string | null; dueDate: string; version?: number },
): Promise<{ tasks: Task[] }> => readJson(api.projects[":id"].schedule.move.$post({ param: param(projectId), json }));

export const getSchedule = (projectId: number) => readJson(api.projects[":id"].schedule.$get({ param: param(projectId) }));

// Issue 26 #3: members' working time and the project's holidays.
export const getCapacity = (projectId: number): Promise<CapacityView> =>
  readJson(api.projects[":id"].capacity.$get({ param: param(projectId) }));

export const saveCapacity = (projectId: number, json: CapacitySettingsBody): Promise<CapacityView> =>
  readJson(api.projects[":id"].capacity.$put({ param: param(projectId), json }));

export const getHolidays = (projectId: number): Promise<{ holidays: Holiday[] }> =>
  readJson(api.projects[":id"].holidays.$get({ param: param(projectId) }));

export const saveHolidays = (projectId: number, holidays: Holiday[]): Promise<{ holidays: Holiday[] }> =>
  readJson(api.projects[":id"].holidays.$put({ param: param(projectId), json: { holidays } }));
