import { ApiError } from "../../app/lib/api";

// Component tests of the forms on Conform (issue 23 #2): a fake of the one server call a form makes, which
// answers, refuses one input with the validator's body ({ message, details: [{ path, message }] },
// worker/http/validate.ts), or holds its answer so a second submit can be tried while the first is on its way.

type Mode = { kind: "ok" } | { kind: "refuse"; path: string; message: string } | { kind: "hold" };

export function formServer() {
  const calls: unknown[] = [];
  let mode: Mode = { kind: "ok" };
  let release = () => {};
  const answer = async <T>(body: unknown, ok: T): Promise<{ ok: true; value: T } | { ok: false; error: ApiError }> => {
    calls.push(body);
    if (mode.kind === "refuse") return { ok: false, error: new ApiError(mode.message, 400, [{ path: mode.path, message: mode.message }]) };
    if (mode.kind === "hold") await new Promise<void>((resolve) => (release = resolve));
    return { ok: true, value: ok };
  };
  return {
    /** The bodies sent, in order. */
    calls,
    refuse(path: string, message: string) {
      mode = { kind: "refuse", path, message };
    },
    hold() {
      mode = { kind: "hold" };
    },
    /** Lets a held answer go. */
    release: () => release(),
    /** The answer to one fetch: `ok` as 201 JSON, or the refusal as the route's 400 body. */
    async respond(body: unknown, ok: unknown): Promise<Response> {
      const result = await answer(body, ok);
      if (result.ok) return Response.json(result.value, { status: 201 });
      return Response.json({ message: result.error.message, details: result.error.details }, { status: 400 });
    },
    /** The answer to one call of a function prop (the board's create, a panel's add): `ok`, or the refusal thrown. */
    async call<T>(body: unknown, ok: T): Promise<T> {
      const result = await answer(body, ok);
      if (!result.ok) throw result.error;
      return result.value;
    },
  };
}

export type FormServer = ReturnType<typeof formServer>;

/** Where a request went and the JSON it sent. */
export async function requestOf(input: RequestInfo | URL, init?: RequestInit) {
  const request = input instanceof Request ? input : null;
  const url = new URL(String(request?.url ?? input), "http://localhost");
  const method = init?.method ?? request?.method ?? "GET";
  const text = request ? await request.clone().text() : String(init?.body ?? "");
  return { path: url.pathname, method, body: text ? JSON.parse(text) : null };
}

/** The texts an input's aria-describedby points at (its description and its error). */
export function describedBy(el: Element): string {
  return (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join(" ")
    .trim();
}
