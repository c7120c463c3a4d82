// Types for the mutation bench's mutant generator (mutants.mjs), for the tests that read it.
export interface Mutant {
  start: number;
  end: number;
  replacement: string;
  what: string;
  line: number;
}
export function mutantsOf(file: string, text: string, mod?: Record<string, unknown>): Mutant[];
