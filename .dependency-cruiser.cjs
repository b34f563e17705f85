/**
 * Import circles, checked by `npm test` (lint stage). A circle, even one through a type-only import, means two
 * files cannot be understood, tested or moved apart; the fix is to move what both need into a third file.
 * Module boundaries themselves are eslint's job (eslint-plugin-boundaries); this only looks for circles.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move what both files need into a third module.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dev-dist|\\.data|\\.tmp|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    // Sources import './x.js' for './x.ts'; TypeScript's own resolution (the base config) maps them.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
