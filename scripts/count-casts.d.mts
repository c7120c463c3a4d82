// Types of count-casts.mjs for the test that imports it.
export type Cast = { kind: "as" | "!"; line: number; text: string };
export const FOLDERS: readonly ["app", "worker", "core"];
export function castsInSource(file: string, text: string): Cast[];
export function countCasts(
  cwd?: string,
): Record<"app" | "worker" | "core", { as: number; nonNull: number; casts: Array<Cast & { file: string }> }>;
