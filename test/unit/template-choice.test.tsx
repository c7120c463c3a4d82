// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useSaveClaim } from "../../app/components/ai/use-save-claim";
import { useTemplateChoice } from "../../app/components/ai/use-template-choice";

// The review step's save (issue 25): the plan saved as a template too, under the typed name or the
// plan's, and one save at a time.

afterEach(cleanup);

describe("template choice", () => {
  it("saves no template unless asked", () => {
    const { result } = renderHook(() => useTemplateChoice());
    let checked: ReturnType<typeof result.current.check> | undefined;
    act(() => {
      checked = result.current.check("Bakery website");
    });
    expect(checked).toEqual({ name: null, problem: null });
  });

  it("takes the typed name, or the plan's when none is typed", () => {
    const { result } = renderHook(() => useTemplateChoice());
    act(() => result.current.field.onChange({ save: true, name: "  Launch kit " }));
    expect(result.current.check("Bakery website")).toEqual({ name: "Launch kit", problem: null });
    act(() => result.current.field.onChange({ save: true, name: "   " }));
    expect(result.current.check(" Bakery website ")).toEqual({ name: "Bakery website", problem: null });
  });

  it("shows a bad name's problem in place until the name is edited, and forgets the choice after a save", () => {
    const { result } = renderHook(() => useTemplateChoice());
    act(() => result.current.field.onChange({ save: true, name: "x".repeat(500) }));
    let checked: ReturnType<typeof result.current.check> | undefined;
    act(() => {
      checked = result.current.check("Bakery website");
    });
    expect(checked?.problem).toMatch(/Template name/);
    expect(result.current.field.error).toBe(checked?.problem);
    act(() => result.current.field.onChange({ save: true, name: "Launch kit" }));
    expect(result.current.field.error).toBeNull();
    act(() => result.current.reset());
    expect(result.current.field.value).toEqual({ save: false, name: "" });
  });
});

describe("save claim", () => {
  it("holds the claim while a save runs, and lets it go when the save fails", async () => {
    const { result } = renderHook(() => useSaveClaim());
    let finish: () => void = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.claim(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.isSaving()).toBe(true);
    expect(result.current.saving).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.saving).toBe(false);
    await act(async () => {
      await result.current.claim(() => Promise.reject(new Error("offline"))).catch(() => {});
    });
    expect(result.current.isSaving()).toBe(false);
    expect(result.current.saving).toBe(false);
  });
});
