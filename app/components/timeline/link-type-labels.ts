import type { LinkType } from "../../../core/schedule";

/** How each kind of link between two tasks reads. */
export const LINK_TYPE_LABEL: Record<LinkType, string> = {
  FS: "Finish → start",
  SS: "Start → start",
  FF: "Finish → finish",
  SF: "Start → finish",
};
