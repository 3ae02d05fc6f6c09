// @ts-check
// Graceful shutdown (docs/operations.md "Graceful shutdown"): server/serve.mjs stops accepting and waits for the
// requests in flight, then runs what the built site registered here (closing the database, the
// money jobs) before the process exits. The server script and the built site load this file as
// two module copies, so the state lives on one global slot both find.

/** @typedef {{ stopping: boolean, hooks: { name: string, run: () => Promise<void> | void }[] }} Lifecycle */

const SLOT = Symbol.for('vod-storefront.lifecycle');
const scope = /** @type {{ [SLOT]?: Lifecycle }} */ (/** @type {unknown} */ (globalThis));
/** @type {Lifecycle} */
const state = (scope[SLOT] ??= { stopping: false, hooks: [] });

/** Runs `run` when the process shuts down, after the last request is answered. */
export function onShutdown(/** @type {string} */ name, /** @type {() => Promise<void> | void} */ run) {
  state.hooks.push({ name, run });
}

/** True once shutdown has begun: /readyz answers 503 so a balancer stops sending. */
export const isStopping = () => state.stopping;

export function markStopping() {
  state.stopping = true;
}

/**
 * Runs the registered hooks, last registered first; a failing hook is reported and the rest run.
 * @param {(name: string, error: unknown) => void} report
 */
export async function runShutdownHooks(report) {
  state.stopping = true;
  for (const hook of [...state.hooks].reverse()) {
    try {
      await hook.run();
    } catch (error) {
      report(hook.name, error);
    }
  }
  state.hooks = [];
}
