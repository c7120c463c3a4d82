// Reads what a model has streamed so far of a plan's JSON: the name, and each milestone and task
// whose object is already complete. Used to show items as they arrive, never as the final plan.

export interface PartialPlan {
  name: string | null;
  milestones: string[];
  tasks: string[];
}

/** The complete `{…}` objects of the array that follows `"key": [` in `text` (strings may hold braces). */
function completeObjects(text: string, key: string): string[] {
  const start = new RegExp(`"${key}"\\s*:\\s*\\[`).exec(text);
  if (!start) return [];
  const objects: string[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let from = -1;
  for (let i = start.index + start[0].length; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{") {
      if (depth === 0) from = i;
      depth++;
    } else if (ch === "}") {
      depth--;
      if (depth === 0 && from >= 0) objects.push(text.slice(from, i + 1));
    } else if (ch === "]" && depth === 0) break;
  }
  return objects;
}

function names(objects: string[]): string[] {
  return objects.flatMap((raw) => {
    try {
      const name = (JSON.parse(raw) as { name?: unknown }).name;
      return typeof name === "string" && name.trim() ? [name.trim()] : [];
    } catch {
      return [];
    }
  });
}

export function readPartialPlan(text: string): PartialPlan {
  const name = /^\s*(?:```(?:json)?\s*)?\{\s*"name"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(text)?.[1];
  let parsedName: string | null = null;
  if (name) {
    try {
      parsedName = JSON.parse(name) as string;
    } catch {
      parsedName = null;
    }
  }
  return { name: parsedName, milestones: names(completeObjects(text, "milestones")), tasks: names(completeObjects(text, "tasks")) };
}
