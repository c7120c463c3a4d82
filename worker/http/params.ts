import { z } from "zod";
import { idParam } from "../../core/schemas/fields";

// Path parameters, defined once for every route that takes them.

/** `:id` of a numeric resource (project, invitation, recommendation). */
export const numericIdParam = z.object({ id: idParam });

/** `:id` of a string-keyed resource (task ids embed their project, job ids are random). */
export const stringIdParam = z.object({ id: z.string().min(1).max(64) });

/** `/projects/:id/members/:userId` */
export const memberParam = z.object({ id: idParam, userId: idParam });
