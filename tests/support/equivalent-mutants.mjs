// A StrykerJS ignorer (stryker.config.mjs: `ignorers`) for the kinds of mutant no test can kill in an XState machine,
// each recognised from the code around it, never by file or line. They are reported as Ignored with the reason below,
// counted in the `ignored` column of `npm run test:mutation`, and described in docs/testing.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const reasons = {
  types: 'type-only: `types` is erased at run time',
  machineId: 'the machine id only names the actor (inspector); no `#id` target of the machine uses it',
  initial: 'XState enters the first child state when `initial` is empty, and this one is the first',
  childId: 'nothing addresses this invoked child by its id (no sendTo, done/error event or children.<id>)',
};

const keyName = (property) => property.key?.name ?? property.key?.value;

/** The function an object is the first argument of: `setup({…})`, `….createMachine({…})`. */
function calleeOf(objectPath) {
  const call = objectPath.parentPath;
  if (!call?.isCallExpression() || call.node.arguments[0] !== objectPath.node) return undefined;
  const { callee } = call.node;
  return callee.type === 'MemberExpression' ? callee.property.name : callee.name;
}

/** Components select a machine's child by its id (`snapshot.children.voiceCall`). */
const appSource = (() => {
  const read = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return read(file);
      return /\.tsx?$/.test(entry.name) ? [readFileSync(file, 'utf8')] : [];
    });
  return read(path.resolve('src')).join('\n');
})();

/** What the machine's file says of ids: its string literals, and the children it sends to. */
function idReferences(nodePath) {
  const strings = [];
  const sentTo = [];
  nodePath
    .findParent((parent) => parent.isProgram())
    ?.traverse({
      StringLiteral: (literal) => void strings.push(literal.node.value),
      CallExpression: (call) => {
        const [first] = call.node.arguments;
        if (call.node.callee.name === 'sendTo' && first?.type === 'StringLiteral') sentTo.push(first.value);
      },
    });
  return { strings, sentTo };
}

function machineIdUsed(id, { strings }) {
  return strings.some((value) => value === `#${id}` || value.startsWith(`#${id}.`));
}

function childIdUsed(id, { strings, sentTo }) {
  return (
    sentTo.includes(id) ||
    strings.includes(`xstate.done.actor.${id}`) ||
    strings.includes(`xstate.error.actor.${id}`) ||
    new RegExp(`children\\.${id}\\b|children\\[['"]${id}['"]\\]`).test(appSource)
  );
}

export const equivalentMutants = {
  shouldIgnore(nodePath) {
    if (!nodePath.isObjectProperty()) return undefined;
    const { node, parentPath: owner } = nodePath;
    const name = keyName(node);
    if (name === 'types') return calleeOf(owner) === 'setup' ? reasons.types : undefined;
    if (node.value.type !== 'StringLiteral') return undefined;
    const value = node.value.value;
    if (name === 'initial') {
      const states = owner.node.properties.find((sibling) => keyName(sibling) === 'states');
      const first = states?.value.type === 'ObjectExpression' ? states.value.properties[0] : undefined;
      return first && keyName(first) === value ? reasons.initial : undefined;
    }
    if (name !== 'id') return undefined;
    if (calleeOf(owner) === 'createMachine') {
      return machineIdUsed(value, idReferences(nodePath)) ? undefined : reasons.machineId;
    }
    const invoke = owner.parentPath?.isArrayExpression() ? owner.parentPath.parentPath : owner.parentPath;
    if (!invoke?.isObjectProperty() || keyName(invoke.node) !== 'invoke') return undefined;
    return childIdUsed(value, idReferences(nodePath)) ? undefined : reasons.childId;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'equivalent-mutants', equivalentMutants)];
