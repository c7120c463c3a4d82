import { useEffect, useMemo, useState } from "react";
import type { CustomField } from "../../../core/schemas/custom-field";
import type { Label } from "../../../core/schemas/labels";
import type { BoardStatus } from "../../../core/schemas/statuses";
import type { MemberView } from "../../../core/schemas/team";
import { type ViewKeyInfo, viewCatalogue } from "./view-keys";
import { listProjectFields } from "./views-api";

const NO_FIELDS: CustomField[] = [];

/**
 * The project's fields (read once the page is here: the view's filters and sorts need their types and
 * options) and every key a view can use. Until the fields arrive, a view on a field still filters
 * (apply-view reads the raw values); only a select's option order waits for them.
 */
export function useViewCatalogue(
  projectId: number,
  defs: { statuses: BoardStatus[]; labels: Label[]; members: MemberView[] },
): { fields: CustomField[]; catalogue: ViewKeyInfo[] } {
  const [fields, setFields] = useState<CustomField[]>(NO_FIELDS);
  useEffect(() => {
    let live = true;
    listProjectFields(projectId)
      .then((f) => live && setFields(f))
      // Without them the bar offers the built-in keys only; the board itself is unaffected.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [projectId]);
  const { statuses, labels, members } = defs;
  const catalogue = useMemo(() => viewCatalogue({ statuses, labels, members, fields }), [statuses, labels, members, fields]);
  return { fields, catalogue };
}
