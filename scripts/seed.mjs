// npm run seed [-- --scale]: seeds the configured database (src/provider/seed/run.ts). The seed
// is TypeScript that uses Vite's import.meta.glob (the bundled migrations), so it runs through
// Vite's module runner (Astro's own Vite), as the server's build would.
import { runnerImport } from 'vite';

const { module } = await runnerImport('/src/provider/seed/run.ts', { configFile: false, logLevel: 'error' });
await module.runSeed(process.argv.slice(2), (line) => console.log(line));
