import { ANALYTICS_HISTORY_MIGRATION } from "./analytics-history";
import { CUSTOM_FIELDS_MIGRATION } from "./custom-fields";
import { WEBHOOK_OUTBOX_MIGRATION } from "./webhook-outbox";

// The board's own SQLite schema, migrated in place when the object wakes. Each entry runs once, in
// order; the applied count lives in `meta` so an object created by an older deploy catches up.

const MIGRATIONS: string[][] = [
  [
    `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value)`,
    // One row per board item (task or milestone). `ord` is the fractional key inside the status column.
    `CREATE TABLE items (
       id TEXT PRIMARY KEY,
       kind TEXT NOT NULL,
       name TEXT NOT NULL,
       description TEXT NOT NULL,
       status TEXT NOT NULL,
       due_date TEXT,
       priority TEXT NOT NULL,
       assignee_id INTEGER,
       parent_task_id TEXT,
       external_id TEXT,
       source TEXT NOT NULL,
       ord TEXT NOT NULL,
       version INTEGER NOT NULL,
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL
     )`,
    `CREATE INDEX items_column ON items (status, ord)`,
    `CREATE INDEX items_assignee ON items (assignee_id) WHERE assignee_id IS NOT NULL`,
    `CREATE INDEX items_parent ON items (parent_task_id) WHERE parent_task_id IS NOT NULL`,
    // Event log: who changed what, when, with the item before and after. Replayed to reconnecting sockets.
    `CREATE TABLE events (
       version INTEGER PRIMARY KEY,
       at TEXT NOT NULL,
       actor_id INTEGER NOT NULL,
       op TEXT NOT NULL,
       before TEXT,
       after TEXT
     )`,
    // Projection outbox: what D1 still has to learn. `seq` is the board version that last dirtied the
    // key, so a flush only clears entries that did not change again while it was talking to D1.
    `CREATE TABLE outbox (key TEXT PRIMARY KEY, seq INTEGER NOT NULL)`,
  ],
  [
    // The project's members and roles, mirrored from D1 so no board write reads D1. Trusted only once
    // meta 'members_loaded' is set (a full copy was taken); member changes keep it current after that.
    `CREATE TABLE members (user_id INTEGER PRIMARY KEY, role TEXT NOT NULL)`,
    // Client request ids of applied writes, so a retried write (lost ack, offline replay) applies once.
    `CREATE TABLE requests (
       actor_id INTEGER NOT NULL,
       request_id TEXT NOT NULL,
       task_id TEXT NOT NULL,
       at INTEGER NOT NULL,
       PRIMARY KEY (actor_id, request_id)
     )`,
    `CREATE INDEX requests_at ON requests (at)`,
  ],
  // The words of the idea a generated item came from, kept with the saved task (issue 9).
  [`ALTER TABLE items ADD COLUMN source_text TEXT`],
  // Issue 12: start dates, links between tasks, and each member's capacity for parallel work.
  [
    `ALTER TABLE items ADD COLUMN start_date TEXT`,
    `CREATE TABLE links (
       id TEXT PRIMARY KEY,
       predecessor_id TEXT NOT NULL,
       successor_id TEXT NOT NULL,
       type TEXT NOT NULL,
       lag_days INTEGER NOT NULL,
       created_at TEXT NOT NULL,
       UNIQUE (predecessor_id, successor_id)
     )`,
    `CREATE INDEX links_successor ON links (successor_id)`,
    `CREATE TABLE capacities (user_id INTEGER PRIMARY KEY, capacity INTEGER NOT NULL)`,
  ],
  ANALYTICS_HISTORY_MIGRATION,
  // Issue 19: a task synced to a provider takes that provider as its source; where it came from
  // first (ai, manual, an import) is kept as its origin.
  [`ALTER TABLE items ADD COLUMN origin TEXT`],
  // Issue 24: webhook events on their way to D1, in board order.
  WEBHOOK_OUTBOX_MIGRATION,
  // Issue 25 (custom fields): each task's values, and the project's field definitions.
  CUSTOM_FIELDS_MIGRATION,
  // Issue 26: estimates (hours or points) and the repeat rule of a recurring task.
  [`ALTER TABLE items ADD COLUMN estimate REAL`, `ALTER TABLE items ADD COLUMN recurrence TEXT`],
  // Issue 25: the project's labels and statuses, and each item's. A null status_id (an item from
  // before) is the default status of its category (statuses.ts fills the three in on open).
  [
    `ALTER TABLE items ADD COLUMN label_ids TEXT`,
    `ALTER TABLE items ADD COLUMN status_id TEXT`,
    `CREATE TABLE labels (id TEXT PRIMARY KEY, name TEXT NOT NULL, color TEXT NOT NULL, ord INTEGER NOT NULL)`,
    `CREATE TABLE statuses (id TEXT PRIMARY KEY, name TEXT NOT NULL, color TEXT NOT NULL, category TEXT NOT NULL, ord INTEGER NOT NULL)`,
  ],
  // Issue 26: when a repeating task's next occurrence appears ("date"); NULL is "completion".
  [`ALTER TABLE items ADD COLUMN recurrence_mode TEXT`],
  // Issue 14: comments and each person's undo and redo stacks. Both were created on first use, and the
  // history table inside the transaction of the undo that needed it: an undo refused on a new board
  // rolled the table back while the object still took it as made, so every later write failed (500).
  // IF NOT EXISTS: a board that used them already has them.
  [
    `CREATE TABLE IF NOT EXISTS comments (
       id TEXT PRIMARY KEY,
       task_id TEXT NOT NULL,
       author TEXT NOT NULL,
       author_id INTEGER NOT NULL,
       body TEXT NOT NULL,
       mentions TEXT NOT NULL,
       created_at TEXT NOT NULL,
       edited_at TEXT
     )`,
    "CREATE INDEX IF NOT EXISTS comments_task ON comments (task_id, created_at)",
    `CREATE TABLE IF NOT EXISTS history (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       actor_id INTEGER NOT NULL,
       stack TEXT NOT NULL,
       from_v INTEGER NOT NULL,
       to_v INTEGER NOT NULL
     )`,
    "CREATE INDEX IF NOT EXISTS history_actor ON history (actor_id, stack, id)",
  ],
];

export function migrate(sql: SqlStorage): void {
  sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value)");
  const row = sql.exec<{ value: number }>("SELECT value FROM meta WHERE key = 'schema'").toArray()[0];
  const applied = row ? Number(row.value) : 0;
  for (let i = applied; i < MIGRATIONS.length; i++) {
    for (const statement of MIGRATIONS[i]) sql.exec(statement);
  }
  if (applied !== MIGRATIONS.length) {
    sql.exec("INSERT INTO meta (key, value) VALUES ('schema', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", MIGRATIONS.length);
  }
}

export function hasBoardTables(sql: SqlStorage): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray().length > 0;
}
