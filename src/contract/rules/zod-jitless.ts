import { z } from 'zod';

// zod 4 probes `new Function('')` to decide whether it may compile parsers; under this site's
// Content Security Policy (no 'unsafe-eval') the probe is refused and reported as a violation.
// Parsing without compiled code is what the browser gets anyway: say so before any schema runs.
z.config({ jitless: true });
