// Module resolution hook (see typescript5.mjs): `typescript` imported by a
// Stryker package resolves to the `typescript5` package; every other import
// resolves as usual.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/@stryker-mutator/'))
    return nextResolve('typescript5', context);
  return nextResolve(specifier, context);
}
