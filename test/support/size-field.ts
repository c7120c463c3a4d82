import type { CustomField, FieldType } from "../../core/schemas/custom-field";

/** A project's "Size" field with the options S, M and L, of `type` (a select by default), id `f-<type>` unless given. */
export const sizeField = (type: FieldType = "single-select", over: Partial<CustomField> = {}): CustomField => ({
  id: `f-${type}`,
  projectId: 1,
  name: "Size",
  type,
  options: [
    { id: "s", name: "S" },
    { id: "m", name: "M" },
    { id: "l", name: "L" },
  ],
  position: 0,
  createdAt: "",
  updatedAt: "",
  ...over,
});
