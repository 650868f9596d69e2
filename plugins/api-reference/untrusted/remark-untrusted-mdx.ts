/**
 * The API pages are MDX generated from an OpenAPI document that may come from another host
 * (API_SPEC_URL), and the generator inserts some of its text into the MDX as it is. This remark plugin
 * (the API docs instance's, ../options.ts) keeps only what the generator itself writes: imports from
 * the themes, the components they import, safe HTML elements, and attributes whose values are data.
 * Anything else MDX would run (an `export`, an expression, an unknown component, an event handler, a
 * `javascript:` link) is shown as the text it was written as, and the build says so once per page.
 */
import path from 'node:path';
import type {Node as EstreeNode, Program} from 'estree';

interface Position {
  start: {offset?: number; line?: number};
  end: {offset?: number};
}

interface Attribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | {type: string; value: string; data?: {estree?: Program}};
}

export interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: MdxNode[];
  position?: Position;
  data?: {estree?: Program};
}

interface VFileLike {
  value: unknown;
  path?: string;
}

/** The modules the generated pages import: the openapi generator's templates, and Link (../generate/generate.ts). */
const GENERATOR_IMPORTS = new Set([
  '@docusaurus/Link',
  '@docusaurus/Translate',
  '@docusaurus/theme-common',
  '@theme/ApiExplorer/Export',
  '@theme/ApiExplorer/MethodEndpoint',
  '@theme/ApiLogo',
  '@theme/DocCardList',
  '@theme/Heading',
  '@theme/OperationTabs',
  '@theme/ParamsDetails',
  '@theme/RequestSchema',
  '@theme/Schema',
  '@theme/SchemaTabs',
  '@theme/StatusCodes',
  '@theme/TabItem',
]);

/** The pages the generator writes (the hand-written overview beside them is trusted). */
const GENERATED_PAGE = /\.(api|info|tag|schema)\.mdx$/;

/** HTML elements the generator writes, and the harmless ones its own escaping lets a description keep. */
const SAFE_ELEMENTS = new Set(
  'a abbr b blockquote br center code dd del details div dl dt em h1 h2 h3 h4 h5 h6 hr i img kbd li ol p pre s small span strike strong sub summary sup table tbody td tfoot th thead tr u ul'.split(
    ' ',
  ),
);

const SAFE_HTML_ATTRIBUTES = new Set(
  'align alt children className colSpan height href id rowSpan src style title width'.split(' '),
);

/** The one expression the generator writes that is not data: the start page's list of its sidebar. */
const GENERATOR_EXPRESSIONS = new Set(['useCurrentSidebarCategory().items']);

/** A link or image address: relative, a fragment, or http, https or mailto. */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and spaces in a scheme (`java\tscript:`), so the check does too.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const squeezed = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(squeezed)?.[1];
  return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme.toLowerCase());
}

/** Whether an expression is data only: literals, arrays and objects of them, no calls or names. */
export function isDataExpression(node: EstreeNode | null | undefined): boolean {
  if (!node) return false;
  switch (node.type) {
    case 'Literal':
      return !('regex' in node && node.regex);
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'UnaryExpression':
      return node.operator === '-' && isDataExpression(node.argument);
    case 'ArrayExpression':
      return node.elements.every((element) => element !== null && isDataExpression(element as EstreeNode));
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          property.kind === 'init' &&
          !property.method &&
          isDataExpression(property.value as EstreeNode),
      );
    default:
      return false;
  }
}

/** The expression a `{…}` holds, when it holds exactly one. */
function onlyExpression(program: Program | undefined): EstreeNode | undefined {
  const body = program?.body ?? [];
  return body.length === 1 && body[0]!.type === 'ExpressionStatement' ? body[0]!.expression : undefined;
}

function isSafeImport(program: Program | undefined, imported: Set<string>): boolean {
  const body = program?.body ?? [];
  const safe =
    body.length > 0 &&
    body.every(
      (statement) => statement.type === 'ImportDeclaration' && GENERATOR_IMPORTS.has(String(statement.source.value)),
    );
  if (safe) {
    for (const statement of body) {
      if (statement.type === 'ImportDeclaration') statement.specifiers.forEach((s) => imported.add(s.local.name));
    }
  }
  return safe;
}

function isSafeAttribute(attribute: Attribute, htmlElement: boolean): boolean {
  if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return false;
  const {name, value} = attribute;
  if (/^on/i.test(name) || name === 'dangerouslySetInnerHTML') return false;
  if (htmlElement && !SAFE_HTML_ATTRIBUTES.has(name)) return false;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return name !== 'style' && ((name !== 'href' && name !== 'src') || isSafeUrl(value));
  if (GENERATOR_EXPRESSIONS.has(value.value.trim())) return !htmlElement;
  const expression = onlyExpression(value.data?.estree);
  if (!isDataExpression(expression)) return false;
  if ((name === 'href' || name === 'src') && expression?.type === 'Literal') return isSafeUrl(String(expression.value));
  return true;
}

export interface Neutralised {
  readonly line: number | undefined;
  readonly text: string;
}

/** Whether a node is one the generator writes, or Markdown that runs nothing. */
function isSafeNode(node: MdxNode, imported: Set<string>): boolean {
  switch (node.type) {
    case 'mdxjsEsm':
      return isSafeImport(node.data?.estree, imported);
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const expression = onlyExpression(node.data?.estree);
      return expression?.type === 'Literal' && typeof expression.value === 'string';
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      const htmlElement = /^[a-z]/.test(name);
      if (htmlElement ? !SAFE_ELEMENTS.has(name) : !imported.has(name)) return false;
      return (node.attributes ?? []).every((attribute) => isSafeAttribute(attribute, htmlElement));
    }
    case 'link':
    case 'image':
    case 'definition':
      return isSafeUrl(String((node as {url?: string}).url ?? ''));
    default:
      return true;
  }
}

/** Replaces unsafe nodes in `tree` by their source as text; returns what it replaced. */
export function neutraliseUntrustedMdx(tree: MdxNode, file: VFileLike): Neutralised[] {
  const text = String(file.value ?? '');
  const source = (node: MdxNode): string => {
    const {start, end} = node.position ?? {start: {}, end: {}};
    if (start.offset !== undefined && end.offset !== undefined) return text.slice(start.offset, end.offset);
    return node.value ?? '';
  };
  const imported = new Set<string>();
  const found: Neutralised[] = [];
  const visit = (parent: MdxNode): void => {
    parent.children = (parent.children ?? []).map((child) => {
      if (isSafeNode(child, imported)) {
        visit(child);
        return child;
      }
      const literal = source(child);
      found.push({line: child.position?.start.line, text: literal});
      const textNode: MdxNode = {type: 'text', value: literal};
      const flow =
        child.type === 'mdxjsEsm' || child.type === 'mdxFlowExpression' || child.type === 'mdxJsxFlowElement';
      return flow ? {type: 'paragraph', children: [textNode]} : textNode;
    });
  };
  visit(tree);
  return found;
}

/** One line for the build log about a page whose document text MDX would have run. */
export function neutralisedMessage(file: VFileLike, found: readonly Neutralised[]): string {
  const where = file.path ? path.relative(process.cwd(), file.path) : 'an API page';
  const first = found[0]!;
  const excerpt = first.text.replace(/\s+/g, ' ').slice(0, 60);
  const more = found.length > 1 ? ` and ${found.length - 1} more` : '';
  return `API reference: ${where}${first.line ? `:${first.line}` : ''}: the OpenAPI document's text "${excerpt}"${more} would run as code; it is shown as text.`;
}

/** The remark plugin. */
export default function remarkUntrustedMdx() {
  return (tree: MdxNode, file: VFileLike): void => {
    if (!GENERATED_PAGE.test(file.path ?? '')) return;
    const found = neutraliseUntrustedMdx(tree, file);
    if (found.length > 0) console.warn(neutralisedMessage(file, found));
  };
}
