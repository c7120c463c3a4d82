import { useState } from "react";
import type { Role } from "../../../core/schemas/fields";
import type { MemberView } from "../../../core/schemas/team";
import { ApiError, api, readJson } from "../../lib/api";
import { useToast } from "../ui/toast";
import { addMemberErrorMessage } from "./messages";

export type FoundUser = { id: number; username: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null };

/**
 * Finding a person by username (spec §2.8, §5): what is typed, the person found (picked from the
 * suggestions or searched in full), and why none was. `round` changes on each fresh start, so the
 * combo box starts afresh (no selection, no matches kept).
 */
export function useMemberSearch() {
  const [username, setUsername] = useState("");
  const [role, setRole] = useState<Role>("viewer");
  const [found, setFound] = useState<FoundUser | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
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

  /** Typing keeps the person found only while the text is still their username. */
  const type = (v: string) => {
    setUsername(v);
    setFound((f) => (f && f.username === v ? f : null));
    setSearchError(null);
  };

  const pick = (user: FoundUser) => {
    setUsername(user.username);
    setFound(user);
    setSearchError(null);
  };

  return { username, role, setRole, found, searchError, searching, round, reset, search, type, pick };
}

/** Adding the person found with the chosen role; someone already in the project is refused here. */
export function useAddMember(projectId: number, members: MemberView[], onAdded: () => void) {
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const add = async (found: FoundUser | null, role: Role, reset: () => void) => {
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
  return { add, adding };
}
