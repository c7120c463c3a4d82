// Unsaved edits kept in this browser (issue 21 #8): a reload, a crash or a closed tab doesn't lose
// what was typed. A draft is kept per project and per thing edited (a task, the new-task form, the
// project's description), cleared when it is saved or cancelled, and always shown as a draft, never
// as saved. Storage can be full or switched off: then drafts are simply not kept.

const PREFIX = "kickoff.draft.";

export const taskDraftKey = (projectId: number, taskId: string) => `${PREFIX}${projectId}.task.${taskId}`;
export const newTaskDraftKey = (projectId: number) => `${PREFIX}${projectId}.new-task`;
export const descriptionDraftKey = (projectId: number) => `${PREFIX}${projectId}.description`;

export function readDraft<T>(key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const text = localStorage.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable: the edit still works, it just won't outlive the page.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Unavailable storage holds no draft.
  }
}

/** Task drafts of a project that are kept, by task id. */
export function taskDraftIds(projectId: number): string[] {
  const prefix = `${PREFIX}${projectId}.task.`;
  const ids: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
  } catch {
    // No storage, no drafts.
  }
  return ids;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
