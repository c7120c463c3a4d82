import { type DisplayableUser, displayName, initials } from "../../../core/user-display";

const sizes = { sm: "h-7 w-7 text-xs", md: "h-9 w-9 text-sm", lg: "h-14 w-14 text-lg" } as const;

export function Avatar({
  user,
  size = "md",
  className = "",
}: {
  user: DisplayableUser | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const name = displayName(user);
  if (user?.profileImageUrl) {
    return <img src={user.profileImageUrl} alt={name} className={`${sizes[size]} shrink-0 rounded-full object-cover ${className}`} />;
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700 ${className}`}
    >
      {initials(user)}
    </span>
  );
}
