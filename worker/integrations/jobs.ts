import { registerJobHandler } from "../queue/job-handlers";
import { INTEGRATION_EXPORT, runExport } from "../services/exports";
import { IMPORT_DATA, runImport } from "../services/import-data";
import { runPull, TASK_PULL } from "../services/pull";
import { runStatusSync, runTaskSync, STATUS_SYNC, TASK_SYNC } from "../services/task-sync";

// Integration work on the JOBS queue, registered once by worker/index.ts.
registerJobHandler(INTEGRATION_EXPORT, runExport);
registerJobHandler(TASK_SYNC, runTaskSync);
registerJobHandler(STATUS_SYNC, runStatusSync);
registerJobHandler(TASK_PULL, runPull);
registerJobHandler(IMPORT_DATA, runImport);
