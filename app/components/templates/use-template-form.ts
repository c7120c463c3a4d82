import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { TemplateSummary } from "../../../core/schemas/template";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter } from "../../lib/query-keys";
import { useToast } from "../ui/toast";
import { checkTemplateForm, localToday, type TemplateFormErrors } from "./template-form-check";

/** The start-from-template form's values and errors; on success it closes and opens the new project. */
export function useTemplateForm(onDone: () => void) {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(localToday);
  const [name, setName] = useState("");
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const inFlight = useRef(false);

  const start = useMutation({
    mutationFn: (json: { templateId: string; startDate: string; name: string }) => readJson(api.projects["from-template"].$post({ json })),
    onSuccess: ({ id }, { name, startDate }) => {
      toast({ title: "Project created", description: `“${name}” starts on ${startDate}.` });
      onDone();
      navigate(`/projects/${id}`);
      return invalidateAfter(client, "startFromTemplate");
    },
    onError: (err) => {
      toast({
        title: "Project not created",
        description: errorMessage(err, "Something went wrong. Please try again."),
        variant: "destructive",
      });
      inFlight.current = false;
    },
  });

  const pick = (t: TemplateSummary) => {
    setTemplateId(t.id);
    setErrors((e) => ({ ...e, template: undefined }));
    // The template's name until the person types their own.
    if (!nameTouched) setName(t.name);
  };
  const changeStartDate = (v: string) => {
    setStartDate(v);
    setErrors((e) => ({ ...e, startDate: undefined }));
  };
  const changeName = (v: string) => {
    setName(v);
    setNameTouched(true);
    setErrors((e) => ({ ...e, name: undefined }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const { errors, payload } = checkTemplateForm({ templateId, startDate, name });
    setErrors(errors);
    if (!payload) return;
    inFlight.current = true;
    start.mutate(payload);
  };

  return { templateId, startDate, name, errors, pending: start.isPending, pick, changeStartDate, changeName, submit };
}
