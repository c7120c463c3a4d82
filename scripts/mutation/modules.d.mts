// Types for the mutation bench's module list (modules.mjs), for the tests that read it.
export interface MutationModule {
  file: string;
  config: string;
  tests: string[];
  grep?: string;
  equivalent?: { line: string; what: string; why: string }[];
}
export const MODULES: MutationModule[];
