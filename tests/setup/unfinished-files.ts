// A reporter that names the test files that never reported a result. When a test worker dies
// (a crash, a signal, memory), vitest says only "Worker exited unexpectedly" and counts one file
// short; this names that file, at the end of the run where CI's printed tail shows it.
import type { Reporter, TestModule } from 'vitest/node';

export default class UnfinishedFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const unfinished = modules.filter((module) => !['passed', 'skipped'].includes(module.state()));
    for (const module of unfinished) {
      const errors = module.errors().map((error) => error.message);
      const done = [...module.children.allTests()].filter((test) => test.result().state !== 'pending').length;
      const next = [...module.children.allTests('pending')][0];
      console.error(
        `[unfinished] ${module.moduleId} (${module.state()}, ${done} tests done${next ? `, next: "${next.fullName}"` : ''})` +
          (errors.length ? `: ${errors.join('; ')}` : ''),
      );
    }
  }
}
