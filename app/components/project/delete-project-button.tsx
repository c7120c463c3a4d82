import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../lib/api";
import { deleteProject } from "../../lib/project-api";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Trash2 } from "../ui/icons";
import { useToast } from "../ui/toast";

/** Owners only (spec §6). Confirms, deletes, then returns to /projects. */
export function DeleteProjectButton({ projectId, name }: { projectId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const remove = async () => {
    try {
      await deleteProject(projectId);
      toast({ title: "Project deleted" });
      navigate("/projects");
    } catch (err) {
      toast({ title: "Delete failed", description: errorMessage(err, "Failed to delete the project"), variant: "destructive" });
    }
  };
  return (
    <>
      {/* Quieter than Add Task: a text button, red only in its words (issue 21 #11). */}
      <Button variant="ghost" onPress={() => setOpen(true)} className="text-red-700 hover:bg-red-50">
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete Project
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Delete project"
        message={`Are you sure you want to delete the project "${name}"? This action cannot be undone.`}
        confirmLabel="Delete Project"
        onConfirm={remove}
      />
    </>
  );
}
