import { Suspense } from "react";
import { Await } from "react-router";
import { teamInviteFormSchema } from "../../../core/schemas/team";
import { formSchema, textOf } from "../../lib/use-schema-form";
import { FormSelect, FormTextField } from "../ui/form-fields";
import { SendInvitationButton } from "./invite-fields";
import { ROLE_OPTIONS } from "./roles";
import { useInviteForm } from "./use-invite-form";

type OwnedProject = { id: number; name: string };

// The project is held as text (the select's key) and made a number by the schema (spec §5).
const schema = formSchema(teamInviteFormSchema, (values) => ({
  email: textOf(values.email),
  projectId: textOf(values.projectId),
  role: textOf(values.role),
}));

/** Spec §2.11 invite form: e-mail, one of the projects the user owns, a role (default Viewer). On Conform. */
export function TeamInviteForm({ projects }: { projects: Promise<OwnedProject[]> }) {
  const { form, fields, sending, onSubmit } = useInviteForm({
    schema,
    defaultValue: { email: "", projectId: undefined, role: "viewer" },
    fallback: "Something went wrong. Please try again.",
    sent: {
      title: "Invitation sent!",
      description: "Your team member has been invited to the project and will receive an email with instructions.",
    },
    isEmpty: (data) => !textOf(data.get("email")).trim() && !textOf(data.get("projectId")),
  });
  const projectSelect = (options: OwnedProject[] | null, placeholder: string) => (
    <FormSelect
      field={fields.projectId}
      label="Project"
      options={(options ?? []).map((p) => ({ id: String(p.id), label: p.name }))}
      placeholder={placeholder}
      isDisabled={!options || options.length === 0}
      description="Only projects you own are listed."
    />
  );
  return (
    <form id={form.id} noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormTextField field={fields.email} label="Email address" type="email" placeholder="colleague@example.com" />
      <Suspense fallback={projectSelect(null, "Loading projects...")}>
        <Await resolve={projects} errorElement={projectSelect(null, "Projects could not be loaded")}>
          {(list) => projectSelect(list, list.length ? "Select a project" : "No projects found")}
        </Await>
      </Suspense>
      <FormSelect field={fields.role} label="Role" options={ROLE_OPTIONS} />
      <div>
        <SendInvitationButton sending={sending} />
      </div>
    </form>
  );
}
