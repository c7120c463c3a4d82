import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components";
import { displayName } from "../../../core/user-display";
import { Avatar } from "../ui/avatar";
import { inputClass } from "../ui/text-field";
import { type SuggestedUser, useUsernameSuggestions } from "./use-username-suggestions";

export type { SuggestedUser };

/**
 * The members panel's username field (issue 21 #8): as a name is typed it offers matching people the
 * owner already works with on another project (never anyone else, GET /api/users/suggest), and any
 * other username can still be typed and searched in full. A combo box: arrow keys walk the matches,
 * Enter picks one, and a screen reader hears how many there are.
 */
export function UsernameComboBox({
  projectId,
  value,
  onChange,
  onPick,
  errorMessage,
  className = "",
}: {
  projectId: number;
  value: string;
  onChange: (value: string) => void;
  onPick: (user: SuggestedUser) => void;
  errorMessage: string | null;
  className?: string;
}) {
  const q = value.trim();
  const { matches, answered } = useUsernameSuggestions(projectId, q);

  return (
    <ComboBox
      inputValue={value}
      onInputChange={onChange}
      items={matches}
      allowsCustomValue
      // The matches arrive a moment after the keystroke: the list opens as the person types and fills
      // in then. The server has matched them already (names too), so nothing is filtered out here.
      allowsEmptyCollection={q.length > 0}
      defaultFilter={() => true}
      menuTrigger="input"
      isInvalid={!!errorMessage}
      onSelectionChange={(key) => {
        const user = matches.find((m) => m.id === Number(key));
        if (user) onPick(user);
      }}
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className="text-sm font-medium text-slate-700">Username</Label>
      <Input placeholder="Search by username" className={`${inputClass} h-10`} />
      <Text slot="description" className="text-xs text-slate-500">
        People you work with on other projects are offered as you type.
      </Text>
      <FieldError className="text-sm text-red-600">{errorMessage}</FieldError>
      <Popover className="w-(--trigger-width) rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        {/* Beside the list, not its empty state: react-aria gives an empty state the option role, so a
            screen reader (and a test) counted "No teammate matches" as one person offered. */}
        {answered && matches.length === 0 && (
          <p role="status" className="px-2 py-1.5 text-sm text-slate-600">
            No teammate matches. Search looks up any username.
          </p>
        )}
        <ListBox<SuggestedUser> aria-label="Matching people" className="max-h-64 overflow-auto outline-none">
          {(user) => (
            <ListBoxItem
              id={user.id}
              textValue={user.username}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[focused]:bg-indigo-50"
            >
              <Avatar user={user} />
              <span className="min-w-0">
                <span className="block truncate font-medium">{displayName(user)}</span>
                <span className="block truncate text-xs text-slate-600">@{user.username}</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
