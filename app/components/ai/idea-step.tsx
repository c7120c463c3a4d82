import { Lightbulb, Sparkles } from "lucide-react";
import { IDEA_MAX_CHARS } from "../../../core/schemas/idea-text";
import { StartFromTemplateButton } from "../templates/start-from-template";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { IDEA_EXAMPLES } from "./examples";

/** Step 0 of the wizard (spec §2.4): the idea box, three example shortcuts and the generate button. */
export function IdeaStep({
  idea,
  error,
  onChange,
  onSubmit,
}: {
  idea: string;
  /** Why the last try was refused ("We couldn't find a project…"), shown under the box. */
  error: string | null;
  onChange: (idea: string) => void;
  onSubmit: () => void;
}) {
  const blank = idea.trim() === "";
  const tooLong = idea.length > IDEA_MAX_CHARS;
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Your project idea"
        hideLabel
        multiline
        rows={8}
        value={idea}
        onChange={onChange}
        onKeyDown={(e) => {
          // Ctrl/Cmd+Enter submits; plain Enter is a new line in a pasted spec.
          if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            onSubmit();
          }
        }}
        placeholder="Describe your project idea, paste a spec, or even a Slack thread..."
        errorMessage={tooLong ? `Project idea is too long (max ${IDEA_MAX_CHARS.toLocaleString("en-US")} characters).` : error}
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm text-slate-600">
          <Lightbulb className="h-4 w-4" aria-hidden />
          Try an example:
        </span>
        {IDEA_EXAMPLES.map((ex) => (
          <Button key={ex.label} variant="secondary" size="sm" onPress={() => onChange(ex.idea)}>
            {ex.label}
          </Button>
        ))}
      </div>
      {/* Issue 25: or skip the idea and start from a template's shape. */}
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>Or start from a template:</span>
        <StartFromTemplateButton label="Start from a template" size="sm" />
      </div>
      <div className="flex items-center justify-between gap-3">
        <span className={`text-xs ${tooLong ? "text-red-600" : "text-slate-500"}`}>
          {idea.length.toLocaleString("en-US")} / {IDEA_MAX_CHARS.toLocaleString("en-US")} characters
        </span>
        <Button onPress={onSubmit} isDisabled={blank}>
          <Sparkles className="h-4 w-4" aria-hidden />
          Generate Project Plan
        </Button>
      </div>
    </div>
  );
}
