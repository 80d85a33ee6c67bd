// Core speaks in codes: an error is a code with parameters (`new AppError(code, params,
// {cause})`), a notice `{level, code, params}`; the shells word them from the catalogue
// (shared/errors), in English and German (docs/architecture.md, "Errors"). So in
// electron/core no string or template literal is the message of an error: not as an
// argument of `new AppError(...)` after its code, of `new Error(...)` or any `new XError(...)`, and not as the
// `message` of an object that carries a `code` or a `level` (an error or a notice).

/** The literal text an expression surely holds: strings, templates, both sides of a ?: or ||. */
function literals(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return [node];
    case 'ConditionalExpression':
      return [...literals(node.consequent), ...literals(node.alternate)];
    case 'LogicalExpression':
      return [...literals(node.left), ...literals(node.right)];
    case 'BinaryExpression':
      return node.operator === '+' ? [...literals(node.left), ...literals(node.right)] : [];
    default:
      return [];
  }
}

const keyName = (property) =>
  property.type !== 'Property' || property.computed
    ? null
    : property.key.type === 'Identifier'
      ? property.key.name
      : property.key.type === 'Literal'
        ? String(property.key.value)
        : null;

/** `AppError`, `Error`, `RangeError`, `LettersPdfError`: the constructors of errors. */
const isErrorClass = (callee) => callee.type === 'Identifier' && /Error$/.test(callee.name);

const noMessageLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Core says codes with parameters; no literal sentence as an error or notice message.' },
    schema: [],
    messages: {
      argument:
        "No sentence in core: `new {{name}}(…)` takes a code and parameters, not the text {{text}}. Word it in the catalogue (shared/errors) for the shells; an internal invariant is `new AppError('internal', { invariant: 'what-broke' })`.",
      property:
        'No sentence in core: this {{kind}} says its `message` as the text {{text}}. Give it a code and parameters, worded in the catalogue (shared/errors).',
    },
  },
  create(context) {
    const shown = (node) => {
      const text = node.type === 'Literal' ? node.value : context.sourceCode.getText(node);
      return JSON.stringify(String(text).slice(0, 50));
    };
    return {
      NewExpression(node) {
        if (!isErrorClass(node.callee)) return;
        // AppError's first argument is its code ('not-found'): a literal there is the point.
        const said = node.callee.name === 'AppError' ? node.arguments.slice(1) : node.arguments;
        for (const argument of said) {
          for (const literal of literals(argument)) {
            context.report({
              node: literal,
              messageId: 'argument',
              data: { name: node.callee.name, text: shown(literal) },
            });
          }
        }
      },
      Property(node) {
        if (keyName(node) !== 'message' || node.parent?.type !== 'ObjectExpression') return;
        const siblings = node.parent.properties.map(keyName);
        const kind = siblings.includes('code') ? 'error' : siblings.includes('level') ? 'notice' : null;
        if (!kind) return;
        for (const literal of literals(node.value)) {
          context.report({ node: literal, messageId: 'property', data: { kind, text: shown(literal) } });
        }
      },
    };
  },
};

export default { rules: { 'no-message-literal': noMessageLiteral } };
