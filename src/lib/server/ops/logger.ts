import { config } from '../../../config';
import { createLogger } from './log.mjs';

/** The built site's logger (README "Operations"): JSON lines on stdout, secrets scrubbed. */
export const log = createLogger(config.LOG_LEVEL);
