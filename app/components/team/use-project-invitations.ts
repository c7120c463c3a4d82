import { useCallback, useEffect, useState } from "react";
import type { ProjectInvitationView } from "../../../core/schemas/team";
import { api, errorMessage, readJson } from "../../lib/api";
import { useToast } from "../ui/toast";

/** A project's invitations (null while loading), read again after a send or a delete. */
export function useProjectInvitations(projectId: number) {
  const toast = useToast();
  const [invitations, setInvitations] = useState<ProjectInvitationView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setInvitations(await readJson(api.projects[":id"].invitations.$get({ param: { id: String(projectId) } })));
      setLoadError(null);
    } catch (err) {
      setLoadError(errorMessage(err, "Failed to load invitations"));
    }
  }, [projectId]);

  useEffect(() => {
    setInvitations(null);
    void reload();
  }, [reload]);

  const remove = async (invitation: ProjectInvitationView) => {
    try {
      await readJson(api.invitations[":id"].$delete({ param: { id: String(invitation.id) } }));
      toast({ title: "Invitation deleted" });
      await reload();
    } catch (err) {
      toast({
        title: "Failed to delete invitation",
        description: errorMessage(err, "Something went wrong while deleting the invitation."),
        variant: "destructive",
      });
    }
  };

  return { invitations, loadError, reload, remove };
}
