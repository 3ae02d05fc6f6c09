import { config } from '../config';
import { createLogger } from './log.mjs';

/** The built site's logger (docs/operations.md "Logs, health, metrics"): JSON lines on stdout, secrets scrubbed. */
export const log = createLogger(config.LOG_LEVEL);
