import base from './stryker.config.mjs';
export default { ...base, vitest: { configFile: 'vitest.checkonly.tmp.ts' } };
