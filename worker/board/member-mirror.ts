import type { Role } from "../../core/schemas/fields";
import type { MemberRole } from "../services/membership";

// The BoardRoom's copy of its project's members and roles, so that no board write reads D1. D1 stays
// the source of truth: every member change (add, role change, removal, accepted invitation) commits
// there first and then reaches the board through memberChanged, which updates this copy. A board that
// has no full copy yet (new board, or one created before the mirror existed) takes one from D1.

const LOADED_KEY = "members_loaded";

export class MemberMirror {
  private roles: Map<number, Role> | null = null;
  private sql: SqlStorage | null = null;
  private loading: Promise<void> | null = null;
  /** Changes that arrived while a copy was being read from D1: they may be newer than that read. */
  private arrivedDuringLoad: Map<number, Role | null> | null = null;

  /** The board's storage is open: a copy kept there from an earlier run is good to use. */
  attach(sql: SqlStorage): void {
    this.sql = sql;
    if (this.roles || sql.exec("SELECT 1 FROM meta WHERE key = ?", LOADED_KEY).toArray().length === 0) return;
    const rows = sql.exec<{ user_id: number; role: Role }>("SELECT user_id, role FROM members").toArray();
    this.roles = new Map(rows.map((r) => [r.user_id, r.role]));
  }

  get ready(): boolean {
    return this.roles !== null;
  }

  /** The member's role; null for a non-member, and for everyone while no copy is loaded. */
  roleOf(userId: number): Role | null {
    return this.roles?.get(userId) ?? null;
  }

  /** A member change that D1 has committed: `role` null means removed. */
  set(userId: number, role: Role | null): void {
    this.arrivedDuringLoad?.set(userId, role);
    // No copy yet: the copy taken later reads D1, which already has this change.
    if (this.roles) this.write(userId, role);
  }

  /**
   * Takes a full copy from `read` (D1) once; concurrent callers share the read. A project with no
   * members does not exist: nothing is stored and the mirror stays unloaded. `open` opens (creates)
   * the board's storage, only once the project is known to exist.
   */
  load(read: () => Promise<MemberRole[]>, open: () => SqlStorage): Promise<void> {
    if (this.roles) return Promise.resolve();
    this.loading ??= (async () => {
      this.arrivedDuringLoad = new Map();
      try {
        const copy = new Map((await read()).map((r) => [r.userId, r.role]));
        for (const [userId, role] of this.arrivedDuringLoad) {
          if (role === null) copy.delete(userId);
          else copy.set(userId, role);
        }
        if (copy.size === 0) return;
        const sql = open();
        this.sql = sql;
        sql.exec("DELETE FROM members");
        this.roles = new Map();
        for (const [userId, role] of copy) this.write(userId, role);
        sql.exec("INSERT INTO meta (key, value) VALUES (?, 1) ON CONFLICT(key) DO NOTHING", LOADED_KEY);
      } finally {
        this.arrivedDuringLoad = null;
        this.loading = null;
      }
    })();
    return this.loading;
  }

  private write(userId: number, role: Role | null): void {
    if (role === null) {
      this.sql?.exec("DELETE FROM members WHERE user_id = ?", userId);
      this.roles?.delete(userId);
    } else {
      this.sql?.exec(
        "INSERT INTO members (user_id, role) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET role = excluded.role",
        userId,
        role,
      );
      this.roles?.set(userId, role);
    }
  }
}
