/**
 * `<Ui>Ready</Ui>` and `<Ui>Media > Upload</Ui>`: a UI label, or a menu path, written as the reader sees it,
 * checked against the UI facts (src/data/facts/ui.ts) when the page is compiled and by `npm run check:content`
 * (`"Redy" is not a label in the UI facts (did you mean "Ready"?)`), then rendered as bold text, as the style
 * guide writes controls. A label more than one list holds is accepted (the words are in the UI either way);
 * `label(ui.sites.widgets, 'Player')` pins one where the list matters.
 */
import {ui} from '../../src/data/facts';
import {lineOf, type Node} from './data-modules';
import {didYouMean, failOn, siteRelative, type Problem} from './problems';

export const UI_ELEMENT = 'Ui';
/** Between the steps of a menu path, as the facts sheet writes them. */
const STEP = ' > ';

/** Every text the UI facts hold except addresses: the labels a page may show. */
function textsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (!/^https?:\/\//.test(value)) into.add(value);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) textsOf(item, into);
  }
  return into;
}

export const UI_LABELS: ReadonlySet<string> = textsOf(ui, new Set());

const isUiElement = (node: Node) =>
  (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === UI_ELEMENT;

/** The element's text, when it holds nothing but text (a flow element's sits in one paragraph). */
function plainText(node: Node): string | null {
  const children = node.type === 'mdxJsxFlowElement' && node.children?.length === 1 ? node.children : [node];
  const inline = children[0]?.type === 'paragraph' ? children[0].children : node.children;
  if (!inline?.every((child) => child.type === 'text')) return null;
  return inline.map((child) => String(child.value)).join('');
}

/** The label or menu path an element shows, its steps spaced as the style guide writes them. */
const stepsOf = (text: string) => text.split('>').map((step) => step.replace(/\s+/g, ' ').trim());

/** What is wrong with one `<Ui>` element, if anything. */
function elementProblems(node: Node): string[] {
  if (node.attributes?.length) return ['<Ui> takes no attributes: write the label between the tags, <Ui>Ready</Ui>'];
  const text = plainText(node);
  const usage = 'a label such as <Ui>Ready</Ui>, or a menu path such as <Ui>Media > Upload</Ui>';
  if (text === null) return [`<Ui> holds plain text only: ${usage}`];
  const steps = stepsOf(text);
  if (steps.some((step) => step === '')) return [`<Ui>${text}</Ui> is missing a label: write ${usage}`];
  if (UI_LABELS.has(steps.join(STEP))) return [];
  return steps
    .filter((step) => !UI_LABELS.has(step))
    .map((step) => `"${step}" is not a label in the UI facts${didYouMean(step, UI_LABELS, (label) => `"${label}"`)}`);
}

function eachUiElement(tree: Node, visit: (node: Node, parent: Node, index: number) => void): void {
  tree.children?.forEach((child, index) => {
    if (isUiElement(child)) visit(child, tree, index);
    else eachUiElement(child, visit);
  });
}

/** One problem for each label of a page's `<Ui>` elements that the UI facts do not hold. */
export function uiLabelProblems(tree: Node, file: string): Problem[] {
  const problems: Problem[] = [];
  eachUiElement(tree, (node) => {
    for (const message of elementProblems(node)) problems.push({file, line: lineOf(node), message});
  });
  return problems;
}

/** The remark plugin: each `<Ui>` becomes bold text (after the checks; a wrong label fails the compile). */
export default function uiLabels() {
  return (tree: Node, vfile: {path?: string}): void => {
    if (vfile.path) failOn(uiLabelProblems(tree, siteRelative(vfile.path)));
    eachUiElement(tree, (node, parent, index) => {
      const bold: Node = {type: 'strong', children: [{type: 'text', value: stepsOf(plainText(node)!).join(STEP)}]};
      const replacement = node.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [bold]} : bold;
      parent.children![index] = {...replacement, position: node.position};
    });
  };
}
