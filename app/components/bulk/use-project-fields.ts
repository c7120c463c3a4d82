import { useEffect, useState } from "react";
import type { CustomField } from "../../../core/schemas/custom-field";
import { api, readJson } from "../../lib/api";

/**
 * The project's own fields for the bulk Field button, read when the action bar first opens (the page
 * does not hold them yet: decision 090). Null until they are here, or when they could not be read.
 */
export function useProjectFields(projectId: number, wanted: boolean): CustomField[] | null {
  const [fields, setFields] = useState<CustomField[] | null>(null);
  useEffect(() => {
    if (!wanted || fields) return;
    let stopped = false;
    readJson(api.projects[":id"].fields.$get({ param: { id: String(projectId) } }))
      .then((list) => {
        if (!stopped) setFields(list as CustomField[]);
      })
      .catch(() => {
        // No Field button then; every other bulk change still works.
      });
    return () => {
      stopped = true;
    };
  }, [projectId, wanted, fields]);
  return fields;
}
