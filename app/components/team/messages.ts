import { errorMessage } from "../../lib/api";

/** Spec §8, adding a member: the two known conflicts get the product's wording, anything else the server's. */
export function addMemberErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : "";
  if (message.includes("already pending")) return "This person has already been invited to this project. Please check pending invitations.";
  if (message.includes("already a member")) return "This person is already a member of this project.";
  return errorMessage(err, "Something went wrong while adding the member.");
}
