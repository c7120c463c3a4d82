// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FormTextField } from "../../app/components/ui/form-fields";
import { formSchema, textOf, useSchemaForm } from "../../app/lib/use-schema-form";

// FormTextField on a server-rendered page (issue 23): text typed into the box before the page hydrated is
// adopted by the form, as TextField's is, not wiped by the first render, and it is what the form sends.

const schema = formSchema(z.strictObject({ idea: z.string().min(1, "Please describe your idea.") }), (v) => ({ idea: textOf(v.idea) }));

function IdeaForm({ send }: { send: (payload: { idea: string }) => Promise<void> }) {
  const { form, fields } = useSchemaForm({ id: "idea-form", schema, defaultValue: { idea: "" }, fallback: "Not sent.", onSubmit: send });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate>
      <FormTextField field={fields.idea} label="Your project idea" multiline />
      <output>{`value: ${textOf(fields.idea.value)}`}</output>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
});

/** Draws the form as the server does, types `typed` into its box (if any), then hydrates it. */
async function hydrateWith(typed: string | null, send: (payload: { idea: string }) => Promise<void>) {
  container = document.createElement("div");
  document.body.appendChild(container);
  container.innerHTML = renderToString(<IdeaForm send={send} />);
  const box = container.querySelector("textarea");
  if (box && typed !== null) box.value = typed;
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <IdeaForm send={send} />);
  });
  return container.querySelector("textarea");
}

describe("FormTextField on a server-rendered page", () => {
  it("keeps text typed before hydration, and the form sends it", async () => {
    const send = vi.fn(async () => {});
    const box = await hydrateWith("A bakery website", send);
    expect(box?.value).toBe("A bakery website");
    expect(container?.querySelector("output")?.textContent).toBe("value: A bakery website");
    await act(async () => container?.querySelector("button")?.click());
    expect(send).toHaveBeenCalledWith({ idea: "A bakery website" });
  });

  it("changes nothing when the box was left as the server drew it", async () => {
    const send = vi.fn(async () => {});
    const box = await hydrateWith(null, send);
    expect(box?.value).toBe("");
    await act(async () => container?.querySelector("button")?.click());
    expect(send).not.toHaveBeenCalled();
  });
});
