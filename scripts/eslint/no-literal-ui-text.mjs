/**
 * `fairleads/no-literal-ui-text`: what people read in the SPA comes from the catalogues
 * (frontend/src/locales), never from a literal in a component; docs/architecture.md 'Languages'.
 * It reports
 * - text between JSX tags that has a letter in it (punctuation, symbols and numbers may stay);
 * - a literal with a letter in the attributes people read or hear (aria-label, title, …);
 * - anywhere else, a string literal that reads as a German sentence: two words or more with an
 *   umlaut, ß, German quotes or a common German word.
 */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
const LETTER = /\p{L}/u;
const GERMAN_MARK = /[äöüÄÖÜß„“]|\b(der|die|das|und|nicht|bitte|ist|mit|für|ein|eine|einen|wird|werden|du|dein|deine|deinen|noch|kein|keine|oder|auf|zum|zur|wurde|wurden|jetzt|hier|alle|neue|neuer|neues)\b/i;

function readsAsGermanSentence(text) {
  const trimmed = text.trim();
  return /\s/.test(trimmed) && LETTER.test(trimmed) && GERMAN_MARK.test(trimmed);
}

function stringsOf(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '');
  if (node.type === 'JSXExpressionContainer') return stringsOf(node.expression);
  if (node.type === 'ConditionalExpression') return [...stringsOf(node.consequent), ...stringsOf(node.alternate)];
  if (node.type === 'LogicalExpression') return [...stringsOf(node.left), ...stringsOf(node.right)];
  return [];
}

function attributeName(attribute) {
  return attribute.name.type === 'JSXNamespacedName' ? `${attribute.name.namespace.name}:${attribute.name.name.name}` : attribute.name.name;
}

/** Literals that are code, not text: imports, object keys, type positions, directives. */
function isCode(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration' || parent.type === 'ImportExpression') return true;
  if (parent.type === 'Property' && parent.key === node && !parent.computed) return true;
  if (parent.type === 'TSLiteralType' || parent.type === 'TSPropertySignature' || parent.type === 'TSEnumMember') return true;
  if (parent.type === 'ExpressionStatement' && parent.directive) return true;
  if (parent.type === 'JSXAttribute') return true; // judged by the attribute rule
  return false;
}

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'People read the catalogue, not a literal in a component' },
    messages: {
      jsxText: 'Text for people belongs in the catalogue (src/locales, `t(…)`): "{{text}}".',
      attribute: 'The attribute "{{name}}" is read by people: take it from the catalogue (`t(…)`): "{{text}}".',
      sentence: 'This reads as a German sentence: move it to the catalogue (src/locales, `t(…)`): "{{text}}".',
    },
    schema: [],
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 60);
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'jsxText', data: { text: short(node.value) } });
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!READ_ATTRIBUTES.has(name)) return;
        const text = stringsOf(node.value).find((value) => LETTER.test(value) && !/^[a-z]+:\/\/\S*$/.test(value.trim()));
        if (text !== undefined) context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
      },
      Literal(node) {
        if (typeof node.value !== 'string' || isCode(node)) return;
        if (readsAsGermanSentence(node.value)) context.report({ node, messageId: 'sentence', data: { text: short(node.value) } });
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression' || node.parent?.type === 'JSXExpressionContainer' && node.parent.parent?.type === 'JSXAttribute') return;
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
        if (readsAsGermanSentence(text)) context.report({ node, messageId: 'sentence', data: { text: short(text) } });
      },
    };
  },
};

export default { rules: { 'no-literal-ui-text': noLiteralUiText } };
