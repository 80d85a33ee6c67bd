// No user-visible words written into the renderer's code: every sentence, label and name a
// person reads comes from the catalogues (shared/i18n), in English and German
// (docs/architecture.md, "Languages and accessibility"). What counts as words: two
// lower-case letters in a row, so codes and symbols ('UTF-8', 'GET', '…', '·', '%') pass.

/** Props a person reads (or hears from a screen reader). */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'description',
  'alt',
  'error',
  'tooltip',
  'message',
  'closeButtonLabel',
]);

const WORDS = /\p{Ll}{2}/u;
/** A catalogue key ('section.jobs') names a text; it is not one. */
const KEY = /^[a-z][\w-]*(?:\.[\w-]+)+$/;
const hasWords = (text) => typeof text === 'string' && WORDS.test(text) && !KEY.test(text);

/** Object keys that hold text a person reads ({ label: 'Comma' }, notifications.show({ title, message })). */
const TEXT_KEYS = new Set([...TEXT_PROPS].filter((name) => name !== 'error'));

/** The literal text an expression shows for sure: strings, templates' fixed parts, both sides of a ?: or ||. */
function literalTexts(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((q) => ({ node: q, text: q.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    case 'JSXExpressionContainer':
      return literalTexts(node.expression);
    default:
      return [];
  }
}

const noLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from the catalogues (shared/i18n), never from a literal.' },
    schema: [],
    messages: {
      text: 'User-visible text "{{text}}" is written here: add it to the catalogues (shared/i18n/messages) in English and German and use t(\'…\').',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 60) } });
    const checkAll = (node) => {
      for (const { node: at, text } of literalTexts(node)) if (hasWords(text)) report(at, text);
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        // Children only: an attribute's value is checked by JSXAttribute (by its name).
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') checkAll(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (name && TEXT_PROPS.has(name)) checkAll(node.value);
      },
      Property(node) {
        // { label: 'Comma' } in a Select's data, { title: '…', message: '…' } for a notification.
        // An error object's message ({ code, message }) is core's English fallback, worded by describeError.
        const key =
          node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null;
        if (node.computed || typeof key !== 'string' || !TEXT_KEYS.has(key)) return;
        const siblings = node.parent?.type === 'ObjectExpression' ? node.parent.properties : [];
        const isError = siblings.some(
          (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'code',
        );
        if (!isError) checkAll(node.value);
      },
    };
  },
};

export default { rules: { 'no-literal': noLiteral } };
