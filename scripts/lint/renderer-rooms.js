// The renderer's rooms and which way their doors open (docs/architecture.md, "Renderer rooms").
// A rule of its own rather than no-restricted-imports: that rule matches the import text, and
// `../organizations/orgs-store` names no folder; this one resolves the path first.
import path from 'node:path';

/** The room a file of the project is in: `ui`, `stores`, `features/devices`, ...; `shared`; or null. */
function roomOf(relative) {
  const parts = relative.split(path.sep);
  if (parts[0] === 'shared') return 'shared';
  if (parts[0] !== 'renderer' || parts.length < 3) return null;
  return parts[1] === 'features' ? `features/${parts[2]}` : parts[1];
}

const isFeature = (room) => room !== null && room.startsWith('features/');

/** Why `from` may not import `to`, as a message id, or null when the door opens that way. */
function refusal(from, to) {
  if (to === null || to === from) return null;
  if (from === 'ui' && (to === 'stores' || to === 'bridge' || isFeature(to))) return 'uiHasNoDomain';
  if (from === 'stores' && isFeature(to)) return 'storesImportNoFeature';
  if (isFeature(from) && isFeature(to)) return 'featureImportsNoFeature';
  if (from === 'bridge' && to !== 'shared') return 'bridgeImportsOnlyShared';
  return null;
}

const oneWayDoors = {
  meta: {
    type: 'problem',
    docs: { description: "Imports between the renderer's rooms go one way only." },
    schema: [],
    messages: {
      uiHasNoDomain:
        'ui/ holds components without domain: it imports no stores/, bridge/ or features/ ({{target}}). Take what it needs as props.',
      storesImportNoFeature:
        'stores/ mirror core state for every screen: they import no feature ({{target}}). Let the feature or app/ pass it in.',
      featureImportsNoFeature:
        'A feature imports no other feature ({{target}}). Move what both need to ui/, stores/ or shared/, or let app/ join them.',
      bridgeImportsOnlyShared: 'bridge/ is the window.mdm client: it imports only shared/ ({{target}}).',
    },
  },
  create(context) {
    const root = context.cwd;
    const from = roomOf(path.relative(root, context.filename));
    if (from === null) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source.value));
      const messageId = refusal(from, roomOf(target));
      if (messageId) context.report({ node: source, messageId, data: { target: target.split(path.sep).join('/') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'one-way-doors': oneWayDoors } };
