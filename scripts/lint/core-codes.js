// Core speaks in codes: an error is a code with parameters (`new AppError(code, params,
// {cause})`), a notice `{level, code, params}`; the shells word them from the catalogue
// (shared/errors), in English and German (docs/architecture.md, "Errors"). So in
// electron/core no string or template literal is the message of an error: not as an
// argument of `new AppError(...)` after its code, of `new Error(...)` or any `new XError(...)`, and not as the
// `message` of an object that carries a `code` or a `level` (an error or a notice).
//
// Nor is a sentence for people anywhere else in core (`no-sentence-literal`): a literal that
// reads as one (a capitalised word, then two more: "Tokens are kept …") as the value of a
// property people read (`summary`, `explanation`, `note`, `label`, `why`, `hint`, `reason`,
// `title`, `description`, `text`), as a constant's value, or as what a function returns. Log
// lines ("storage: … moved aside"), event names, ids and header names do not read so.

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

/** The properties whose value a person reads. */
const PEOPLE_READ = new Set([
  'summary',
  'explanation',
  'note',
  'label',
  'why',
  'hint',
  'reason',
  'title',
  'description',
  'text',
]);

/** Reads as an English sentence: a capitalised word, then at least two more words. */
const SENTENCE = /^[A-Z][a-z']+[,:;]? \S+ \S+/;

/** The text a literal starts with (a template's first part). */
const startOf = (literal) =>
  literal.type === 'Literal' ? String(literal.value) : (literal.quasis[0]?.value.cooked ?? '');

const noSentenceLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Core says codes with parameters; no English sentence for people anywhere in it.' },
    schema: [],
    messages: {
      sentence:
        'No sentence in core: {{where}} says {{text}}. Say a code (a catalogue key) with parameters and word it in the catalogue (shared/i18n/messages, shared/errors) for the shells.',
    },
  },
  create(context) {
    const check = (value, where) => {
      for (const literal of literals(value)) {
        const text = startOf(literal);
        if (!SENTENCE.test(text)) continue;
        context.report({
          node: literal,
          messageId: 'sentence',
          data: { where, text: JSON.stringify(text.slice(0, 50)) },
        });
      }
    };
    return {
      Property(node) {
        const name = keyName(node);
        if (name !== null && PEOPLE_READ.has(name)) check(node.value, `\`${name}\``);
      },
      VariableDeclarator(node) {
        if (node.init) check(node.init, `the constant ${context.sourceCode.getText(node.id)}`);
      },
      ReturnStatement(node) {
        check(node.argument, 'a function');
      },
      CallExpression(node) {
        for (const argument of node.arguments) check(argument, 'an argument of a call');
      },
      ArrowFunctionExpression(node) {
        if (node.body.type !== 'BlockStatement') check(node.body, 'a function');
      },
    };
  },
};

export default { rules: { 'no-message-literal': noMessageLiteral, 'no-sentence-literal': noSentenceLiteral } };
