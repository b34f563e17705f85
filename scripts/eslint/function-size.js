/**
 * ESLint's max-lines-per-function, except for the callback of a `describe` (or `test.describe`) and a function that
 * only calls one: in a test file that callback is the file's list of cases, not a function anyone reads as one, and
 * each case inside it is still held to the limit. Everything else the core rule reports is reported unchanged.
 */
import { builtinRules } from 'eslint/use-at-your-own-risk';

const core = builtinRules.get('max-lines-per-function');

/** `describe(...)`, `describe.each(...)(...)`, `test.describe(...)`, `test.describe.serial(...)` and the like. */
function isDescribeCall(node) {
  if (node?.type !== 'CallExpression') return false;
  let callee = node.callee;
  if (callee.type === 'CallExpression') callee = callee.callee; // describe.each(table)(name, fn)
  const names = [];
  while (callee.type === 'MemberExpression') {
    if (callee.property.type === 'Identifier') names.unshift(callee.property.name);
    callee = callee.object;
  }
  if (callee.type === 'Identifier') names.unshift(callee.name);
  return names.includes('describe');
}

/** A describe's callback, or a suite factory: a function whose whole body is one describe call (a suite per database kind). */
function isDescribeCallback(node) {
  const fn = node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression' ? node : null;
  if (fn && isDescribeCall(fn.parent) && fn.parent.arguments.includes(fn)) return true;
  const statements = node.body?.type === 'BlockStatement' ? node.body.body : [];
  return statements.length === 1 && statements[0].type === 'ExpressionStatement' && isDescribeCall(statements[0].expression);
}

export default {
  meta: { ...core.meta, docs: { description: 'max-lines-per-function, with describe callbacks exempt' } },
  create(context) {
    const filtered = Object.create(context, {
      report: { value: (descriptor) => (isDescribeCallback(descriptor.node) ? undefined : context.report(descriptor)) },
    });
    return core.create(filtered);
  },
};
