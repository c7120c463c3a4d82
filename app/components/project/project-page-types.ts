/** How the Tasks tab shows its tasks; kept by the page so the choice survives a visit to another tab. */
export type TaskView = "list" | "board";

/** The project page's tabs (spec §2.7), as they appear in the address (?tab=…). */
export type ProjectTab = "tasks" | "overview" | "members" | "timeline" | "analytics" | "activity";
