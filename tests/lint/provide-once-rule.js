/**
 * A machine is given its implementations once: at module level, or once per mount inside a `useState` initializer
 * when they need props. A `.provide(…)` written straight in a component's or hook's body builds the machine afresh
 * on every render.
 */
export const provideOnce = {
  meta: {
    type: 'problem',
    messages: {
      perRender:
        'Provide the machine once: at module level, or inside a useState initializer when it needs props (docs/architecture.md).',
    },
    schema: [],
  },
  create(context) {
    const isFunction = (node) =>
      ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(node.type);
    const nameOf = (fn) => {
      if (fn.id) return fn.id.name;
      const parent = fn.parent;
      if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
      return null;
    };
    return {
      'CallExpression[callee.type="MemberExpression"][callee.property.name="provide"]'(node) {
        let fn = node.parent;
        while (fn && !isFunction(fn)) fn = fn.parent;
        const name = fn ? nameOf(fn) : null;
        // Components are named in PascalCase and hooks start with `use`; any other function runs when it is called.
        if (name && /^([A-Z]|use[A-Z])/.test(name)) context.report({ node, messageId: 'perRender' });
      },
    };
  },
};
