import { useMemo } from "react";
import type { CustomField } from "../../../core/schemas/custom-field";
import type { Label } from "../../../core/schemas/labels";
import type { BoardStatus } from "../../../core/schemas/statuses";
import type { MemberView } from "../../../core/schemas/team";
import { type ViewKeyInfo, viewCatalogue } from "./view-keys";

/**
 * Every key a view can use, from the live board's statuses, labels and fields (the board pushes each
 * change, so a field a teammate adds is a filter here at once: issue 25) and the project's members.
 */
export function useViewCatalogue(defs: {
  statuses: BoardStatus[];
  labels: Label[];
  fields: CustomField[];
  members: MemberView[];
}): ViewKeyInfo[] {
  const { statuses, labels, fields, members } = defs;
  return useMemo(() => viewCatalogue({ statuses, labels, members, fields }), [statuses, labels, members, fields]);
}
