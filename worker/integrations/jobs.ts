import { registerJobHandler } from "../queue/job-handlers";
import { INTEGRATION_EXPORT, runExport } from "../services/exports";

// Integration work on the JOBS queue, registered once by worker/index.ts.
registerJobHandler(INTEGRATION_EXPORT, runExport);
