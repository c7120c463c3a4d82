import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { TemplateSummary } from "../../../core/schemas/template";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter } from "../../lib/query-keys";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useToast } from "../ui/toast";
import { templateFormSchema, templateFormValues } from "./template-form-check";

const NOT_CREATED = "Something went wrong. Please try again.";

/**
 * The start-from-template form on Conform over the route's own schema (issue 23 #2): a refusal lands
 * next to its input, one create at a time; on success it closes and opens the new project.
 */
export function useTemplateForm(onDone: () => void) {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [defaultValue] = useState(templateFormValues);
  // The radio group is drawn from this; the checked radio carries it into the form data.
  const [templateId, setTemplateId] = useState<string | null>(null);
  // The name the last pick filled in: the template's name fills the input until the person types their own.
  const filled = useRef("");

  const { form, fields, pending } = useSchemaForm({
    schema: templateFormSchema,
    defaultValue,
    fallback: NOT_CREATED,
    onSubmit: async (json) => {
      try {
        const { id } = await readJson(api.projects["from-template"].$post({ json }));
        toast({ title: "Project created", description: `“${json.name}” starts on ${json.startDate}.` });
        onDone();
        navigate(`/projects/${id}`);
        void invalidateAfter(client, "startFromTemplate");
      } catch (err) {
        toast({ title: "Project not created", description: errorMessage(err, NOT_CREATED), variant: "destructive" });
        throw err;
      }
    },
  });

  const pick = (t: TemplateSummary) => {
    setTemplateId(t.id);
    const name = fields.name.value ?? "";
    if (name !== "" && name !== filled.current) return;
    filled.current = t.name;
    form.update({ name: fields.name.name, value: t.name });
  };

  return { form, fields, pending, templateId, pick };
}
