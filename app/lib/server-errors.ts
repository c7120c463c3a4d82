import { ApiError } from "./api";

// Issue 23: the server's refusal, put where the person looks. Our 4xx body is `{ message, details? }`
// (worker/http/errors.ts); a validation refusal lists every issue in `details` as `{ path, message }`
// with the payload's own path ("name", "fields.f1", "labelIds.0"), and forms name their inputs after
// the payload, so each issue lands next to its input. What names no input stays with the form.

export interface FormErrors {
  /** Input name → its messages, for Conform's `submission.reply({ fieldErrors })`. */
  fieldErrors: Record<string, string[]>;
  /** Messages for the form as a whole (shown at its foot). */
  formErrors: string[];
}

interface Issue {
  path: string;
  message: string;
}

const isIssue = (v: unknown): v is Issue =>
  typeof v === "object" && v !== null && "path" in v && typeof v.path === "string" && "message" in v && typeof v.message === "string";

/** The details' issues: the validator's list, or an object of field → message(s) that some routes send. */
function issuesOf(details: unknown): Issue[] {
  if (Array.isArray(details)) return details.filter(isIssue);
  if (typeof details !== "object" || details === null) return [];
  return Object.entries(details).flatMap(([path, v]) =>
    typeof v === "string"
      ? [{ path, message: v }]
      : Array.isArray(v)
        ? v.filter((m) => typeof m === "string").map((message) => ({ path, message }))
        : [],
  );
}

/** The input an issue's path belongs to: the longest input name equal to the path or above it. */
function inputFor(path: string, inputs: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const name of inputs) {
    if (path === name || path.startsWith(`${name}.`)) {
      if (!best || name.length > best.length) best = name;
    }
  }
  return best;
}

/**
 * A failed submit as errors per input and for the form. `inputs` are the form's input names; `named`
 * maps a message that begins "<Name>: " to the input it names, for refusals without paths (the board
 * answers a socket write with a message only, e.g. "Budget: enter a number.").
 */
export function formErrorsFrom(
  err: unknown,
  inputs: readonly string[],
  fallback: string,
  named: ReadonlyArray<{ prefix: string; input: string }> = [],
): FormErrors {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (!(err instanceof ApiError)) return { fieldErrors, formErrors: [err instanceof Error && err.message ? err.message : fallback] };
  if (err.status === 0 || err.status >= 500) return { fieldErrors, formErrors: [err.message || fallback] };
  const add = (input: string, message: string) => {
    const list = fieldErrors[input] ?? [];
    if (!list.includes(message)) fieldErrors[input] = [...list, message];
  };
  for (const issue of issuesOf(err.details)) {
    const input = inputFor(issue.path, inputs);
    if (input) add(input, issue.message);
    else if (!formErrors.includes(issue.message)) formErrors.push(issue.message);
  }
  const placed = Object.values(fieldErrors).some((list) => list.includes(err.message));
  if (!placed && Object.keys(fieldErrors).length === 0) {
    const byName = named.find((n) => err.message.startsWith(`${n.prefix}: `));
    if (byName) add(byName.input, err.message);
    else if (!formErrors.includes(err.message))
      formErrors.unshift(err.message && err.message !== "An error occurred" ? err.message : fallback);
  }
  return { fieldErrors, formErrors };
}
