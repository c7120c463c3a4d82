import { useRef } from "react";
import { TextField as AriaTextField, FieldError, Input, Label, Text, TextArea } from "react-aria-components";
import { useTextTypedBeforeHydration } from "../../lib/use-text-typed-before-hydration";

export const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 data-invalid:border-red-500 disabled:opacity-50";

/** The message for a value longer than a field's limit; the same words as the server's schemas. */
export function tooLong(label: string, limit: number): string {
  return `${label} is too long (max ${limit.toLocaleString("en-US")} characters).`;
}

/** TextField's props: its label, value and change handler, and the input's optional attributes. */
export type TextFieldProps = {
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onKeyDown?: (e: React.KeyboardEvent) => void;
  errorMessage?: string | null;
  description?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  type?: "text" | "date" | "email" | "search" | "password";
  min?: string;
  name?: string;
  autoFocus?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  maxLength?: number;
  /**
   * The most characters the field takes. Unlike maxLength nothing is cut: a counter shows from 80% on,
   * and a longer value gets a message ("{label} is too long (max N characters).") for the form to refuse.
   */
  limit?: number;
  /** The field's name in that message when the visible label is shorter ("Task name" for "Name"). */
  limitLabel?: string;
  autoComplete?: string;
  className?: string;
  inputClassName?: string;
};

/**
 * A labelled text input or textarea with description and error text wired to it (aria-describedby).
 * The error is controlled by the caller (`errorMessage`), so forms can validate on blur or submit.
 */
export function TextField({
  label,
  hideLabel = false,
  value,
  onChange,
  onBlur,
  onKeyDown,
  errorMessage,
  description,
  placeholder,
  multiline = false,
  rows = 3,
  type = "text",
  min,
  name,
  autoFocus,
  isRequired,
  isDisabled,
  maxLength,
  limit,
  limitLabel,
  autoComplete,
  className = "",
  inputClassName = "",
}: TextFieldProps) {
  const over = limit !== undefined && value.length > limit;
  const error = errorMessage || (over ? tooLong(limitLabel ?? label, limit) : null);
  const counter = limit !== undefined && value.length >= limit * 0.8;
  const area = useRef<HTMLTextAreaElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useTextTypedBeforeHydration(multiline ? area : input, value, onChange);
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      isInvalid={!!error}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      type={multiline ? undefined : type}
      autoFocus={autoFocus}
      maxLength={maxLength}
      autoComplete={autoComplete}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className={hideLabel ? "sr-only" : "text-sm font-medium text-slate-700"}>{label}</Label>
      {multiline ? (
        <TextArea ref={area} rows={rows} placeholder={placeholder} className={`${inputClass} ${inputClassName}`} />
      ) : (
        <Input ref={input} placeholder={placeholder} min={min} className={`${inputClass} h-10 ${inputClassName}`} />
      )}
      {description && (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      )}
      {counter && (
        <span
          className={`self-end text-xs tabular-nums ${over ? "font-medium text-red-700" : "text-slate-500"}`}
          data-testid="char-counter"
        >
          {value.length.toLocaleString("en-US")} / {limit.toLocaleString("en-US")}
        </span>
      )}
      <FieldError className="text-sm text-red-600">{error}</FieldError>
    </AriaTextField>
  );
}
