import { createContext, useContext } from "react";
import type { CustomField } from "../../../core/schemas/custom-field";
import type { Label } from "../../../core/schemas/labels";
import type { BoardStatus } from "../../../core/schemas/statuses";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { LabelsContext } from "../labels/label-chips";

// Issue 25: what a project's tasks pick from (its statuses, labels and fields) and who its members
// are, for every row, card and editor under the project page. Live: the board pushes each change.

export interface ProjectShape {
  statuses: BoardStatus[];
  labels: Label[];
  fields: CustomField[];
  members: MemberView[];
}

const EMPTY: ProjectShape = { statuses: [], labels: [], fields: [], members: [] };

export const ProjectShapeContext = createContext<ProjectShape>(EMPTY);

export const useProjectShape = () => useContext(ProjectShapeContext);

/** A member's name by user id, "Unknown user" for someone no longer on the project. */
export function memberName(members: MemberView[], id: number): string {
  const m = members.find((x) => x.userId === id);
  return m ? displayName(m.user) : "Unknown user";
}

/** The project's labels by id (chips) and its whole shape (pickers, columns), in one provider. */
export function ProjectShapeProvider({
  labelsById,
  shape,
  children,
}: {
  labelsById: ReadonlyMap<string, Label>;
  shape: ProjectShape;
  children: React.ReactNode;
}) {
  return (
    <LabelsContext.Provider value={labelsById}>
      <ProjectShapeContext.Provider value={shape}>{children}</ProjectShapeContext.Provider>
    </LabelsContext.Provider>
  );
}
