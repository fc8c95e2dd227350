// Loaded with --import into Stryker's own process (`npm run mutate`) and its
// checker processes (checkerNodeArgs in stryker.config.mjs). Stryker reads
// tsconfig.json and type-checks mutants through TypeScript's JavaScript API,
// which TypeScript 7 (the native compiler this project builds with) no longer
// has: Stryker alone gets TypeScript 5 (the `typescript5` dev dependency).
import { register } from 'node:module';

register('./typescript5Resolve.mjs', import.meta.url);
