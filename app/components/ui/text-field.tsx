import { TextField as AriaTextField, FieldError, Input, Label, Text, TextArea } from "react-aria-components";

export const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 data-invalid:border-red-500 disabled:opacity-50";

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
  autoComplete,
  className = "",
  inputClassName = "",
}: {
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
  autoComplete?: string;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      isInvalid={!!errorMessage}
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
        <TextArea rows={rows} placeholder={placeholder} className={`${inputClass} ${inputClassName}`} />
      ) : (
        <Input placeholder={placeholder} min={min} className={`${inputClass} h-10 ${inputClassName}`} />
      )}
      {description && (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      )}
      <FieldError className="text-sm text-red-600">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
