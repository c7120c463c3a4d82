import { type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { type ZodType, z } from "zod";
import { type FormErrors, formErrorsFrom } from "./server-errors";

// Issue 23 #2: every form on one library (Conform) and on the payload's own zod schema, the one its
// route validates with (core/schemas). Conform keeps the values, the errors and the submission; this
// adds what our forms share: one submit at a time, the server's refusal put next to its inputs, and
// values kept when a submit fails.

/**
 * The schema a form validates with: what its inputs hold, turned into the payload by `toPayload`, then
 * checked by the server's schema. Issues keep the payload's paths, so inputs are named after the payload.
 */
export function formSchema<Payload>(server: ZodType<Payload>, toPayload: (values: Record<string, unknown>) => unknown): ZodType<Payload> {
  return z.preprocess(
    (raw) => toPayload(typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {}),
    server,
  ) as unknown as ZodType<Payload>;
}

/** A form input's text ("" when the form has none): what a text input or a single select holds. */
export const textOf = (v: unknown): string => (typeof v === "string" ? v : "");

/** A multiple choice's values ([] when none is chosen). */
export const listOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x !== "") : typeof v === "string" && v ? [v] : [];

// biome-ignore lint/suspicious/noExplicitAny: Conform's own bound for a form's shape.
export function useSchemaForm<Shape extends Record<string, any>, Payload>({
  id,
  schema,
  defaultValue,
  onSubmit,
  fallback,
  errorsOf,
  shouldValidate = "onBlur",
}: {
  id?: string;
  /** Usually formSchema(serverSchema, toPayload). */
  schema: ZodType<Payload>;
  defaultValue: Shape;
  /** Sends the payload; throws (an ApiError) when refused. */
  onSubmit: (payload: Payload) => Promise<unknown>;
  /** The form's message when a refusal says nothing better. */
  fallback: string;
  /** Places a refusal; defaults to the body's paths over the form's inputs (app/lib/server-errors.ts). */
  errorsOf?: (err: unknown) => FormErrors;
  shouldValidate?: "onSubmit" | "onBlur" | "onInput";
}) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);
  // A second Enter or click while the first submit is on its way is dropped (the button is disabled too).
  const inFlight = useRef(false);
  const [form, fields] = useForm<Shape, Payload>({
    id,
    defaultValue: defaultValue as never,
    lastResult,
    shouldValidate,
    shouldRevalidate: "onInput",
    // The payload's issues carry the payload's paths, which are the inputs' names.
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }) as Submission<Shape, string[], Payload>,
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (inFlight.current || submission?.status !== "success") return;
      inFlight.current = true;
      setPending(true);
      try {
        await onSubmit(submission.value);
        setLastResult(undefined);
      } catch (err) {
        const placed = errorsOf ? errorsOf(err) : formErrorsFrom(err, Object.keys(defaultValue), fallback);
        setLastResult(submission.reply(placed));
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
  });
  return { form, fields, pending };
}
