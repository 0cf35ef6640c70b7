/**
 * A module holds no state of its own that changes: state lives in an actor (or what its owner creates and passes
 * on), where it starts and stops with the flow and a test can make a fresh one. So a module-level `let` (or `var`)
 * is refused; a `let` inside a function is the function's own business.
 */
export const noModuleLet = {
  meta: {
    type: 'problem',
    messages: {
      moduleState:
        'No module-level `{{kind}}`: keep changing state in an actor, or in what its owner creates (docs/architecture.md).',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const atTop = node.parent.type === 'Program' || node.parent.parent?.type === 'Program';
      if (atTop && node.kind !== 'const') context.report({ node, messageId: 'moduleState', data: { kind: node.kind } });
    };
    return { VariableDeclaration: check };
  },
};
