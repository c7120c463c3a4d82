// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TaskComments } from "../../app/components/comments/task-comments";
import { ToastProvider } from "../../app/components/ui/toast";
import { createCommentFeed } from "../../app/lib/comments-api";
import type { CommentView } from "../../core/schemas/comment";
import type { Role } from "../../core/schemas/fields";
import type { MemberView } from "../../core/schemas/team";
import { standInRequestSubmit } from "../support/happy-dom-forms";
import { storedTask } from "../support/stored-task";

// A task's discussion (decision 018), split by job (issue 23): the list and its live events, who may
// edit or delete which comment, the access-change message, and an @mention picked and sent. The composer
// on Conform over the route's schema (issue 23 #2): refused under the text before sending, the server's
// refusal there too with the text kept, one send at a time.

const TASK = storedTask("t1", { name: "Book the venue" });
const ME = 1;

const member = (userId: number, username: string, firstName: string): MemberView =>
  ({
    id: userId,
    userId,
    role: "editor",
    addedAt: "2026-01-01T00:00:00.000Z",
    user: { id: userId, username, firstName, lastName: null, profileImageUrl: null },
  }) as unknown as MemberView;
const MEMBERS = [member(ME, "me", "Me"), member(2, "ann", "Ann")];

const comment = (id: string, authorId: number, name: string, body: string): CommentView => ({
  id,
  projectId: 1,
  taskId: TASK.id,
  author: { id: authorId, name, username: name.toLowerCase(), profileImageUrl: null },
  body,
  mentions: [],
  createdAt: "2026-01-02T10:00:00.000Z",
  editedAt: null,
});

/** The server: GET answers `list` (or the refusal), POST echoes the comment it was sent, or gives `answer`. */
function fakeServer(list: () => Response, answer?: () => Promise<Response>) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const method = (init?.method ?? "GET").toUpperCase();
      if (method === "GET") return list();
      const body = JSON.parse(String(init?.body)) as { body: string; mentions: number[] };
      posts.push(body);
      if (answer) return answer();
      return Response.json({ ...comment("c9", ME, "Me", body.body), mentions: [] }, { status: 201 });
    }),
  );
  return { posts };
}

function renderComments(role: Role, feed = createCommentFeed()) {
  render(
    <ToastProvider>
      <TaskComments task={TASK} members={MEMBERS} currentUserId={ME} role={role} feed={feed} live canWrite />
    </ToastProvider>,
  );
  return feed;
}

let undoRequestSubmit = () => {};
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  undoRequestSubmit = standInRequestSubmit();
});
afterEach(() => {
  undoRequestSubmit();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("TaskComments", { timeout: 30_000 }, () => {
  it("offers Edit and Delete on one's own comment, Delete on others' only to an owner, and takes live events", async () => {
    fakeServer(() => Response.json([comment("c1", ME, "Me", "My note"), comment("c2", 2, "Ann", "Her note")]));
    const feed = renderComments("editor");
    await screen.findByText("Her note");
    expect(screen.getByRole("button", { name: "Edit comment by Me" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete comment by Me" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete comment by Ann" })).toBeNull();

    act(() => feed.emit({ action: "added", comment: comment("c3", 2, "Ann", "A live reply") }));
    expect(await screen.findByText("A live reply")).toBeTruthy();
    act(() => feed.emit({ action: "deleted", id: "c2" } as never));
    await waitFor(() => expect(screen.queryByText("Her note")).toBeNull());
    cleanup();

    renderComments("owner");
    await screen.findByText("Her note");
    expect(screen.getByRole("button", { name: "Delete comment by Ann" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit comment by Ann" })).toBeNull();
  });

  it("says the access changed when the task is not found, and Try again reloads", async () => {
    let refuse = true;
    fakeServer(() => (refuse ? Response.json({ message: "Task not found" }, { status: 404 }) : Response.json([])));
    renderComments("editor");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("you no longer have access to this project");
    refuse = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No comments yet. Start the discussion below.")).toBeTruthy();
  });

  it("picks an @mention from the list with Enter and sends it with the comment", async () => {
    const server = fakeServer(() => Response.json([]));
    renderComments("editor");
    await screen.findByText("No comments yet. Start the discussion below.");
    const box = screen.getByRole("combobox", { name: "Comment on Book the venue" }) as HTMLTextAreaElement;
    await userEvent.type(box, "Thanks @an");
    const options = within(screen.getByRole("listbox", { name: "Project members" })).getAllByRole("option");
    // Ann only: "an" starts her username; Me matches neither by username nor by name.
    expect(options).toHaveLength(1);
    expect(options[0].textContent).toContain("@ann");
    await userEvent.keyboard("{Enter}");
    expect(box.value).toBe("Thanks @ann ");
    await userEvent.click(screen.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(server.posts).toEqual([{ body: "Thanks @ann", mentions: [2] }]));
    await waitFor(() => expect(box.value).toBe(""));
    expect(await screen.findByText("Thanks @ann", { exact: false })).toBeTruthy();
  });

  it("refuses an empty comment under the text box, before sending", async () => {
    const server = fakeServer(() => Response.json([]));
    renderComments("editor");
    await screen.findByText("No comments yet. Start the discussion below.");
    const box = screen.getByRole("combobox", { name: "Comment on Book the venue" });
    await userEvent.type(box, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Comment" }));
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please write a comment.");
    expect(server.posts).toEqual([]);
  });

  it("shows the server's refusal under the text box and keeps the text", async () => {
    const refusal = "At most 20 people can be mentioned in one comment.";
    const server = fakeServer(
      () => Response.json([]),
      async () => Response.json({ message: "Invalid input", details: [{ path: "mentions", message: refusal }] }, { status: 400 }),
    );
    renderComments("editor");
    await screen.findByText("No comments yet. Start the discussion below.");
    const box = screen.getByRole("combobox", { name: "Comment on Book the venue" }) as HTMLTextAreaElement;
    await userEvent.type(box, "Hello @ann");
    await userEvent.click(screen.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(refusal));
    expect(server.posts).toEqual([{ body: "Hello @ann", mentions: [2] }]);
    expect(box.value).toBe("Hello @ann");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Comment not sent")).toBeTruthy();
  });

  it("sends once when Ctrl+Enter is pressed twice", async () => {
    let finish = () => {};
    const server = fakeServer(
      () => Response.json([]),
      () => new Promise<Response>((resolve) => (finish = () => resolve(Response.json(comment("c9", ME, "Me", "Once"), { status: 201 })))),
    );
    renderComments("editor");
    await screen.findByText("No comments yet. Start the discussion below.");
    const box = screen.getByRole("combobox", { name: "Comment on Book the venue" }) as HTMLTextAreaElement;
    await userEvent.type(box, "Once");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Sending..." }).hasAttribute("disabled")).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(box.value).toBe(""));
    expect(server.posts).toHaveLength(1);
  });
});
