import { flushProjection } from "./projection";
import type { BoardStore } from "./store";

// When the board's changes reach D1. Each committed change arms one alarm; the alarm drains the
// outbox in rounds, and a failure backs off exponentially and keeps retrying for as long as it takes.

/**
 * Coalesces a burst of changes into one D1 round trip. D1 is a single writer shared by every board,
 * so a busy board flushes at most ~4 times a second; project cards lag the board by about that much.
 */
const FLUSH_DELAY_MS = 250;
const FLUSH_ROUNDS_PER_ALARM = 10;
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 5 * 60_000;

export class FlushSchedule {
  private armed = false;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** After a commit: flush soon, unless a flush is already on its way. */
  arm(): void {
    if (this.armed) return;
    this.armed = true;
    this.storage.setAlarm(Date.now() + FLUSH_DELAY_MS).catch((err) => {
      this.armed = false;
      console.error(JSON.stringify({ level: "error", where: "FlushSchedule.arm", error: String(err) }));
    });
  }

  /** The board was wiped: nothing left to flush. */
  reset(): void {
    this.armed = false;
  }

  /**
   * The alarm: flushes the outbox to D1. `current` says whether `store` is still the live board (a
   * destroy during the D1 round trip makes the failure moot).
   */
  async run(d1: D1Database, store: BoardStore | null, current: () => BoardStore | null): Promise<void> {
    this.armed = false;
    if (!store) return;
    try {
      for (let round = 0; round < FLUSH_ROUNDS_PER_ALARM; round++) {
        if (!(await flushProjection(d1, store))) {
          if (store.flushFailures() > 0) store.setFlushFailures(0);
          return;
        }
      }
      // Still busy: yield to requests and come back on the next alarm.
      this.arm();
    } catch (err) {
      if (current() !== store) return;
      const failures = store.flushFailures() + 1;
      store.setFlushFailures(failures);
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failures - 1));
      console.error(JSON.stringify({ level: "error", where: "BoardRoom.alarm", projectId: store.projectId, failures, error: String(err) }));
      this.armed = true;
      await this.storage.setAlarm(Date.now() + delay);
    }
  }
}
