import type { MemberView } from "../../../core/schemas/team";
import { Button } from "../ui/button";
import { Search, UserPlus } from "../ui/icons";
import { FoundUserCard } from "./found-user-card";
import { RoleSelect } from "./roles";
import { useAddMember, useMemberSearch } from "./use-member-search";
import { UsernameComboBox } from "./username-combo-box";

/** Spec §2.8 and §5: find a person by username, pick a role, add them. Owners only. */
export function MemberSearch({ projectId, members, onAdded }: { projectId: number; members: MemberView[]; onAdded: () => void }) {
  const s = useMemberSearch();
  const { add, adding } = useAddMember(projectId, members, onAdded);
  const addFound = () => add(s.found, s.role, s.reset);
  return (
    <div className="space-y-3">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          void s.search();
        }}
      >
        <UsernameComboBox
          key={s.round}
          projectId={projectId}
          value={s.username}
          onChange={s.type}
          onPick={s.pick}
          errorMessage={s.searchError}
          className="flex-1"
        />
        <RoleSelect value={s.role} onChange={s.setRole} className="sm:w-40" />
        <div className="flex gap-2 sm:pt-6">
          <Button type="submit" variant="secondary" isDisabled={s.searching}>
            <Search className="h-4 w-4" aria-hidden />
            {s.searching ? "Searching..." : "Search"}
          </Button>
          <Button onPress={addFound} isDisabled={!s.found || adding}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Add
          </Button>
        </div>
      </form>
      {s.found && <FoundUserCard user={s.found} adding={adding} onAdd={addFound} onCancel={s.reset} />}
    </div>
  );
}
