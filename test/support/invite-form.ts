import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Shared set-up of the two invite forms' tests (the Members tab's Email Invitations, the Team page's
// invite form): both post to POST /api/invitations on Conform, in happy-dom.

export type Answer = { status: number; body: unknown };

/**
 * The server: each POST /api/invitations gets the next answer from `answers` (held while `state.hold`
 * is set, until `release()`); a GET whose URL contains `list.path` gets `list.body`; anything else a 404.
 */
export function fakeInvitationServer(answers: Answer[], list?: { path: string; body: unknown }) {
  const posts: unknown[] = [];
  let release: () => void = () => {};
  const state = { hold: false };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
      if (method === "GET" && list && url.includes(list.path)) return Response.json(list.body);
      if (method === "POST" && url.endsWith("/api/invitations")) {
        posts.push(JSON.parse(String(init?.body)));
        if (state.hold) await new Promise<void>((resolve) => (release = resolve));
        const answer = answers.shift() ?? { status: 500, body: { message: "no answer left" } };
        return Response.json(answer.body, { status: answer.status });
      }
      return Response.json({ message: `unexpected ${method} ${url}` }, { status: 404 });
    }),
  );
  return { posts, state, release: () => release() };
}

/** The form's email input and its send button, once rendered. */
export function inviteInputs(): { email: HTMLInputElement; send: HTMLElement } {
  const email = screen.getByLabelText("Email address");
  if (!(email instanceof HTMLInputElement)) throw new Error("The Email address label names no input.");
  return { email, send: screen.getByRole("button", { name: "Send Invitation" }) };
}

/** The text of everything an element's aria-describedby points at (its field errors). */
export { describedBy as describedText } from "./form-server";

/** Registers the hooks both files need: console.error quiet (refusals log), a clean DOM after each (the Option shim is the unit layer's setup). */
export function setUpInviteFormTests(): void {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
