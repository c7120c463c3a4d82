// Types of long-functions.mjs for the test that imports it.
export type LongFunction = { file: string; name: string; lines: number; line: number };
export const LIMIT: number;
export function longFunctions(limit?: number, cwd?: string): LongFunction[];
export function longFunctionsInSource(file: string, text: string, limit?: number): LongFunction[];
