import { formatDistanceToNow } from "date-fns";
import type { CommentView } from "../../../core/schemas/comment";
import type { MemberView } from "../../../core/schemas/team";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { CommentBody } from "./comment-body";
import { MentionComposer } from "./mention-composer";

/** One comment: its author and time, its text (or the editor, while its author edits it), Edit and Delete. */
export function CommentItem({
  comment: c,
  members,
  isEditing,
  canEdit,
  canDelete,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
}: {
  comment: CommentView;
  members: MemberView[];
  isEditing: boolean;
  /** Its author may edit it. */
  canEdit: boolean;
  /** Its author and the project's owners may delete it. */
  canDelete: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (body: string, mentions: number[]) => Promise<void>;
  onDelete: () => void;
}) {
  return (
    <li className="flex gap-2" data-testid="comment">
      <Avatar user={{ firstName: c.author.name, username: c.author.username, profileImageUrl: c.author.profileImageUrl }} size="sm" />
      <div className="min-w-0 flex-1 rounded-md border border-slate-200 bg-white p-2">
        <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
          <span className="font-medium text-slate-800">{c.author.name}</span>
          <time dateTime={c.createdAt} title={new Date(c.createdAt).toLocaleString()}>
            {formatDistanceToNow(new Date(c.createdAt), { addSuffix: true })}
          </time>
          {c.editedAt && <span>(edited)</span>}
        </div>
        {isEditing ? (
          <MentionComposer
            members={members}
            initial={c.body}
            label="Edit comment"
            submitLabel="Save"
            pendingLabel="Saving..."
            autoFocus
            onCancel={onCancelEdit}
            onSubmit={onSave}
          />
        ) : (
          <CommentBody comment={c} />
        )}
        {!isEditing && canDelete && (
          <div className="mt-1 flex gap-1">
            {canEdit && (
              <Button variant="ghost" size="sm" onPress={onEdit} aria-label={`Edit comment by ${c.author.name}`}>
                Edit
              </Button>
            )}
            <Button variant="ghost" size="sm" onPress={onDelete} aria-label={`Delete comment by ${c.author.name}`}>
              Delete
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
