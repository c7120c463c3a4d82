import { useCallback, useEffect, useState } from "react";
import type { TaskView } from "./project-page-types";
import type { EditRequest } from "./task-table";

/**
 * A row editor asked for from outside the list: e or a on a board card, or the address (?edit=…, from
 * My tasks). The list holds the editor, so the request switches to the list and opens it there.
 */
export function useEditRequest(linkedEdit: EditRequest | null, onViewChange: (view: TaskView) => void) {
  const [editRequest, setEditRequest] = useState<EditRequest | null>(null);
  const clearEditRequest = useCallback(() => setEditRequest(null), []);
  const requestEdit = useCallback(
    (request: EditRequest) => {
      setEditRequest(request);
      onViewChange("list");
    },
    [onViewChange],
  );
  useEffect(() => {
    if (linkedEdit) requestEdit(linkedEdit);
  }, [linkedEdit, requestEdit]);
  return { editRequest, clearEditRequest, requestEdit };
}
