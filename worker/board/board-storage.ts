import { isDevelopment } from "../env";
import { countingD1 } from "../services/d1-query-count";
import { readMemberRoles } from "../services/membership";
import type { Board } from "./board-writes";
import { MemberMirror } from "./member-mirror";
import { ensureStatuses } from "./statuses";
import { hasBoardTables, migrate } from "./storage-schema";
import { BoardStore } from "./store";

type D1Purpose = "reads" | "projection";

/**
 * The BoardRoom's storage: its SQLite store (migrated on first use and bound to one project), the
 * mirror of the project's members, and the D1 handle for the few reads that are not on the write path.
 */
export class BoardStorage {
  private store: BoardStore | null = null;
  private members = new MemberMirror();
  private schemaReady = false;
  /**
   * D1 is counted in development so the bench can show what board traffic costs it: `reads` (member
   * copies, project details pushed to sockets) and `projection` (the alarm's flushes). Writes have no
   * D1 handle at all.
   */
  private readonly d1Counts = { reads: { n: 0 }, projection: { n: 0 } };

  /** `env` is read on each use: the room's env is the one source (tests swap its D1 for a failing one). */
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly env: () => Env,
  ) {}

  d1(purpose: D1Purpose): D1Database {
    const env = this.env();
    return isDevelopment(env) ? countingD1(env.DB, this.d1Counts[purpose]) : env.DB;
  }

  d1Queries(): { reads: number; projection: number } {
    return { reads: this.d1Counts.reads.n, projection: this.d1Counts.projection.n };
  }

  /** The store if one is open, without opening or migrating anything. */
  get opened(): BoardStore | null {
    return this.store;
  }

  get memberMirror(): MemberMirror {
    return this.members;
  }

  /**
   * The store, migrating on first use; binds the object to `projectId` the first time one is given.
   * Named, the project always has one; unnamed (alarm, socket, diagnostics), an empty board has none.
   */
  open(projectId: number): BoardStore;
  open(projectId?: number): BoardStore | null;
  open(projectId?: number): BoardStore | null {
    const sql = this.storage.sql;
    if (!this.schemaReady) {
      // Waking without a project (alarm, socket, diagnostics) must not create tables in an empty or
      // deleted board; only a call that names the project does.
      if (projectId === undefined && !hasBoardTables(sql)) return null;
      this.storage.transactionSync(() => migrate(sql));
      this.schemaReady = true;
    }
    if (this.store) {
      if (projectId !== undefined && projectId !== this.store.projectId)
        throw new Error(`board of project ${this.store.projectId} asked for ${projectId}`);
      return this.store;
    }
    const bound = sql.exec<{ value: number }>("SELECT value FROM meta WHERE key = 'project_id'").toArray()[0]?.value;
    if (bound === undefined) {
      if (projectId === undefined) return null;
      sql.exec("INSERT INTO meta (key, value) VALUES ('project_id', ?)", projectId);
    } else if (projectId !== undefined && Number(bound) !== projectId) throw new Error(`board of project ${bound} asked for ${projectId}`);
    const store = new BoardStore(sql, projectId ?? Number(bound));
    this.storage.transactionSync(() => ensureStatuses(store));
    this.store = store;
    this.members.attach(sql);
    return this.store;
  }

  current(): Board | null {
    return this.store ? { store: this.store, members: this.members } : null;
  }

  /**
   * The board with its member mirror loaded. A project without members in D1 does not exist (every
   * project keeps an owner): null, and no storage is created for it.
   */
  async ready(projectId: number): Promise<Board | null> {
    this.open();
    if (!this.members.ready) {
      await this.members.load(
        () => readMemberRoles(this.d1("reads"), projectId),
        () => this.open(projectId).sql,
      );
      if (!this.members.ready) return null;
    }
    return { store: this.open(projectId), members: this.members };
  }

  /** After the board's storage was erased: nothing open, nothing mirrored. */
  reset(): void {
    this.store = null;
    this.members = new MemberMirror();
    this.schemaReady = false;
  }
}
