// The web app's import boundaries (design.md §9), as lint errors rather than comments. Imports are
// resolved to the folder they land in, so the rule holds at every depth and for dynamic import() too.
import path from 'node:path';

const SRC = path.join(import.meta.dirname, 'src');

/** Where a file of web/src lives: 'app', 'main', 'lib', 'components', 'feature' (+ its name), or null. */
function zoneOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return { zone: 'feature', feature: second };
  if (top === 'main.tsx') return { zone: 'main' };
  return { zone: top };
}

/** The request helpers: only a feature's `api` folder (and lib itself) calls the server. */
const REQUEST_MODULES = new Map([
  [path.join(SRC, 'lib', 'api-client'), ['request']],
  [path.join(SRC, 'lib', 'use-api'), ['useApi']],
]);

function isApiModule(file) {
  const relative = path.relative(SRC, file).split(path.sep);
  return relative[0] === 'features' && relative[2] === 'api';
}

const zones = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Features do not import features; lib and components do not import features; only main imports app.',
    },
    schema: [],
    messages: {
      crossFeature:
        "The '{{from}}' feature may not import the '{{to}}' feature: the app composes features (src/app), or the shared part moves to src/components or src/lib.",
      sharedImportsFeature:
        "src/{{from}} is shared by every feature and may not import the '{{to}}' feature: move the part it needs to src/{{from}}.",
      importsApp: 'Nothing imports src/app, the composition root (only main.tsx does).',
      requestOutsideApi:
        "'{{name}}' calls the server: call it from the feature's api/ folder (features/<feature>/api), which also keeps the caches in step.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    if (!from) return {};
    const check = (node, source, names) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = zoneOf(target);
      if (!to) return;
      if (from.zone === 'feature' && to.zone === 'feature' && from.feature !== to.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
      } else if ((from.zone === 'lib' || from.zone === 'components') && to.zone === 'feature') {
        context.report({
          node,
          messageId: 'sharedImportsFeature',
          data: { from: from.zone, to: to.feature },
        });
      } else if (to.zone === 'app' && from.zone !== 'app' && from.zone !== 'main') {
        context.report({ node, messageId: 'importsApp' });
      }
      const guarded = REQUEST_MODULES.get(target.replace(/\.tsx?$/, ''));
      if (guarded && from.zone !== 'lib' && !isApiModule(file) && !/\.test\.tsx?$/.test(file)) {
        for (const name of names) {
          if (guarded.includes(name))
            context.report({ node, messageId: 'requestOutsideApi', data: { name } });
        }
      }
    };
    const importedNames = (node) =>
      (node.specifiers ?? []).map((s) => s.imported?.name ?? s.local?.name).filter(Boolean);
    return {
      ImportDeclaration: (node) => check(node, node.source.value, importedNames(node)),
      ExportNamedDeclaration: (node) =>
        node.source &&
        check(
          node,
          node.source.value,
          node.specifiers.map((s) => s.local.name),
        ),
      ExportAllDeclaration: (node) => check(node, node.source.value, []),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, []),
    };
  },
};

export const webBoundaries = { rules: { zones } };
