// The idea's limits without zod: the dashboard's first screen shows them and must not load a validator.
export const IDEA_MAX_CHARS = 20_000;
export const IDEA_REQUIRED = "Project idea is required. Please describe your project idea.";
