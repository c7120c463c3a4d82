import { z } from "zod";

/** GET /api/search?q=…: what the dashboard search box sends. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type something to search for.").max(100, "Keep searches under 100 characters."),
});

export interface ProjectHit {
  id: number;
  name: string;
  description: string | null;
}

export interface TaskHit {
  id: string;
  projectId: number;
  projectName: string;
  kind: string;
  name: string;
  status: string;
  dueDate: string | null;
}

/** Someone who shares a project with the caller: public fields only (never an email). */
export interface PersonHit {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface SearchResults {
  projects: ProjectHit[];
  tasks: TaskHit[];
  people: PersonHit[];
}
