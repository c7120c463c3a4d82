/** How the Tasks tab shows its tasks; kept by the page so the choice survives a visit to another tab. */
export const TASK_VIEWS = ["list", "board"] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

/** The project page's tabs (spec §2.7), as they appear in the address (?tab=…). */
export const PROJECT_TABS = ["tasks", "overview", "members", "timeline", "analytics", "activity"] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
