import { Search, UserPlus } from "lucide-react";
import { useState } from "react";
import type { Role } from "../../../core/schemas/fields";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { ApiError, api, readJson } from "../../lib/api";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { useToast } from "../ui/toast";
import { addMemberErrorMessage } from "./messages";
import { RoleSelect } from "./roles";
import { UsernameComboBox } from "./username-combo-box";

type FoundUser = { id: number; username: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null };

/** Spec §2.8 and §5: find a person by username, pick a role, add them. Owners only. */
export function MemberSearch({ projectId, members, onAdded }: { projectId: number; members: MemberView[]; onAdded: () => void }) {
  const toast = useToast();
  const [username, setUsername] = useState("");
  const [role, setRole] = useState<Role>("viewer");
  const [found, setFound] = useState<FoundUser | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [adding, setAdding] = useState(false);

  // A new round after an add or Cancel: the combo box starts afresh (no selection, no matches kept).
  const [round, setRound] = useState(0);
  const reset = () => {
    setRound((r) => r + 1);
    setFound(null);
    setUsername("");
    setRole("viewer");
    setSearchError(null);
  };

  const search = async () => {
    const name = username.trim();
    setFound(null);
    if (!name) {
      setSearchError("Please enter a username.");
      return;
    }
    setSearching(true);
    setSearchError(null);
    try {
      setFound(await readJson(api.users.username[":username"].$get({ param: { username: name } })));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setSearchError("User not found");
      else setSearchError(err instanceof Error && err.message ? err.message : "Error searching for user");
    } finally {
      setSearching(false);
    }
  };

  const add = async () => {
    if (!found) return;
    if (members.some((m) => m.userId === found.id)) {
      toast({
        title: "User already a member",
        description: `${found.username} is already a member of this project.`,
        variant: "destructive",
      });
      return;
    }
    setAdding(true);
    try {
      await readJson(api.projects[":id"].members.$post({ param: { id: String(projectId) }, json: { userId: found.id, role } }));
      toast({ title: "Team member added" });
      reset();
      onAdded();
    } catch (err) {
      toast({ title: "Unable to add member", description: addMemberErrorMessage(err), variant: "destructive" });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="space-y-3">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <UsernameComboBox
          key={round}
          projectId={projectId}
          value={username}
          onChange={(v) => {
            setUsername(v);
            setFound((f) => (f && f.username === v ? f : null));
            setSearchError(null);
          }}
          onPick={(user) => {
            setUsername(user.username);
            setFound(user);
            setSearchError(null);
          }}
          errorMessage={searchError}
          className="flex-1"
        />
        <RoleSelect value={role} onChange={setRole} className="sm:w-40" />
        <div className="flex gap-2 sm:pt-6">
          <Button type="submit" variant="secondary" isDisabled={searching}>
            <Search className="h-4 w-4" aria-hidden />
            {searching ? "Searching..." : "Search"}
          </Button>
          <Button onPress={add} isDisabled={!found || adding}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Add
          </Button>
        </div>
      </form>
      {found && (
        <section aria-label="Found user" className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <Avatar user={found} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{displayName(found)}</p>
            <p className="truncate text-sm text-slate-600">@{found.username}</p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" onPress={add} isDisabled={adding}>
              {adding ? "Adding..." : "Add Team Member"}
            </Button>
            <Button size="sm" variant="secondary" onPress={reset} isDisabled={adding}>
              Cancel
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
