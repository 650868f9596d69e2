/**
 * The strict facts sheet: every key an MDX expression reads from a data module exists, every phrase helper
 * is called with values the sheet holds, and every page component gets props the sheet knows. Checked when
 * the page is compiled, so that `{ui.media.labell}` fails the build instead of publishing a blank:
 *
 *     docs/embedding-media/wordpress.mdx:20: unknown facts key ui.media.labell (did you mean ui.media.label?)
 */
import {freeNames} from '../performance/inline-facts';
import {COMPONENT_PROPS, helperCallProblem} from './arguments';
import {DATA_MODULES, importedData, lineOf, type DataBinding, type EstreeNode, type Node} from './data-modules';
import {didYouMean, type Problem} from './problems';

/** The functions the data modules export: the only ones the checks call. */
const EXPORTED_FUNCTIONS = new Set<unknown>(
  Object.values(DATA_MODULES).flatMap((module) => Object.values(module).filter((value) => typeof value === 'function')),
);
const isExportedFunction = (value: unknown): value is (...rest: unknown[]) => unknown => EXPORTED_FUNCTIONS.has(value);

/** What an expression's part is known to give when compiled: `known` is false when it depends on the page. */
type Resolved = {known: true; value: unknown; path: string; module: string} | {known: false};
const UNKNOWN: Resolved = {known: false};

/** Resolves expressions of one page against its data bindings, reporting each wrong key or call once. */
class Resolver {
  private readonly memo = new Map<EstreeNode, Resolved>();
  constructor(
    private readonly bindings: ReadonlyMap<string, DataBinding>,
    private readonly report: (node: EstreeNode, message: string) => void,
  ) {}

  resolve(node: EstreeNode, free: ReadonlySet<string>): Resolved {
    let result = this.memo.get(node);
    if (!result) {
      result = this.compute(node, free);
      this.memo.set(node, result);
    }
    return result;
  }

  private compute(node: EstreeNode, free: ReadonlySet<string>): Resolved {
    if (node.type === 'Literal') return {known: true, value: node.value, path: String(node.raw), module: ''};
    if (node.type === 'Identifier') {
      const binding = free.has(node.name as string) ? this.bindings.get(node.name as string) : undefined;
      return binding ? {known: true, value: binding.value, path: node.name as string, module: binding.module} : UNKNOWN;
    }
    if (node.type === 'ArrayExpression') return this.array(node, free);
    if (node.type === 'MemberExpression') return this.member(node, free);
    if (node.type === 'CallExpression') return this.call(node, free);
    return UNKNOWN;
  }

  private array(node: EstreeNode, free: ReadonlySet<string>): Resolved {
    const items = (node.elements as (EstreeNode | null)[]).map((item) => (item ? this.resolve(item, free) : UNKNOWN));
    if (!items.every((item) => item.known)) return UNKNOWN;
    return {known: true, value: items.map((item) => item.value), path: '[…]', module: ''};
  }

  private member(node: EstreeNode, free: ReadonlySet<string>): Resolved {
    const object = this.resolve(node.object as EstreeNode, free);
    const property = node.property as EstreeNode;
    const key = node.computed ? this.resolve(property, free) : {known: true, value: property.name};
    if (!object.known || !key.known || object.value === null || object.value === undefined) return UNKNOWN;
    const name = String(key.value);
    const path = node.computed ? `${object.path}[${JSON.stringify(key.value)}]` : `${object.path}.${name}`;
    if (!(name in Object(object.value))) {
      const keys = Array.isArray(object.value)
        ? ['length']
        : typeof object.value === 'object'
          ? Object.keys(object.value)
          : [];
      const suggestion = didYouMean(name, keys, (candidate) => `${object.path}.${candidate}`);
      this.report(node, `unknown ${object.module} key ${path}${suggestion}`);
      return UNKNOWN;
    }
    return {known: true, value: (object.value as Record<string, unknown>)[name], path, module: object.module};
  }

  /**
   * A call of a data module's exported function (a phrase helper) with arguments known at compile time:
   * checked, then made. Methods of the sheet's values (`.map`, `.join`) are not called here.
   */
  private call(node: EstreeNode, free: ReadonlySet<string>): Resolved {
    const callee = this.resolve(node.callee as EstreeNode, free);
    const args = (node.arguments as EstreeNode[]).map((argument) => this.resolve(argument, free));
    if (!callee.known || !isExportedFunction(callee.value) || !args.every((argument) => argument.known)) return UNKNOWN;
    const values = args.map((argument) => (argument as {value: unknown}).value);
    const problem = helperCallProblem(callee.value, callee.path, values);
    if (problem) {
      this.report(node, problem);
      return UNKNOWN;
    }
    try {
      const value: unknown = Reflect.apply(callee.value, undefined, values);
      return {known: true, value, path: `${callee.path}(…)`, module: callee.module};
    } catch (error) {
      this.report(node, `${callee.path}() failed: ${(error as Error).message}`);
      return UNKNOWN;
    }
  }
}

/** Every estree node of an expression, parents first. */
function eachNode(node: unknown, visit: (node: EstreeNode) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => eachNode(child, visit));
  if (!node || typeof node !== 'object' || typeof (node as EstreeNode).type !== 'string') return;
  visit(node as EstreeNode);
  for (const [key, child] of Object.entries(node)) if (key !== 'loc' && key !== 'range') eachNode(child, visit);
}

/** The expression of an MDX expression node or attribute value, if it holds one. */
function expressionOf(node: Node): EstreeNode | null {
  const body = (node.data?.estree?.body ?? []) as EstreeNode[];
  return body[0]?.type === 'ExpressionStatement' ? (body[0].expression as EstreeNode) : null;
}

function checkExpression(resolver: Resolver, expression: EstreeNode): Resolved {
  const free = freeNames(expression);
  eachNode(expression, (node) => {
    if (node.type === 'MemberExpression' || node.type === 'CallExpression') resolver.resolve(node, free);
  });
  return resolver.resolve(expression, free);
}

/** The value a JSX attribute gives when it is known at compile time (a string, or an expression of the sheet). */
function attributeValue(resolver: Resolver, attribute: Node): Resolved {
  const value = attribute.value as Node | string | null | undefined;
  if (typeof value === 'string') return {known: true, value, path: '', module: ''};
  const expression = value && typeof value === 'object' ? expressionOf(value) : null;
  return expression ? checkExpression(resolver, expression) : UNKNOWN;
}

function checkElement(resolver: Resolver, node: Node, report: (line: number, message: string) => void): void {
  const props = COMPONENT_PROPS[node.name ?? ''];
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const resolved = attributeValue(resolver, attribute);
    const check = props?.[attribute.name ?? ''];
    const problem = check && resolved.known ? check(resolved.value) : null;
    if (problem) report(lineOf(attribute, lineOf(node)), `<${node.name} ${attribute.name}>: ${problem}`);
  }
}

/** The problems of a page's imports of data modules, expressions and component props. */
export function expressionProblems(tree: Node, file: string): Problem[] {
  const {bindings, problems} = importedData(tree, file);
  let line = 1;
  const report = (at: number, message: string) => problems.push({file, line: at, message});
  const resolver = new Resolver(bindings, (node, message) => report(node.loc?.start.line ?? line, message));
  const visit = (node: Node): void => {
    line = lineOf(node, line);
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const expression = expressionOf(node);
      const resolved = expression && checkExpression(resolver, expression);
      if (resolved?.known && (resolved.value === undefined || resolved.value === null)) {
        report(
          line,
          `{${String(node.value)}} renders nothing: ${resolved.path} is ${String(resolved.value)} in the ${resolved.module} module`,
        );
      }
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') checkElement(resolver, node, report);
    // A page's own `export const x = ui.signIn.url.replace(…)` reads the sheet too.
    if (node.type === 'mdxjsEsm') {
      for (const statement of (node.data?.estree?.body ?? []) as EstreeNode[]) {
        if (statement.type !== 'ImportDeclaration') checkExpression(resolver, statement);
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}
