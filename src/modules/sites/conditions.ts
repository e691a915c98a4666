/**
 * The condition language of adaptive content: a small, safe subset of JavaScript expressions
 * evaluated over the visitor (`visitor.claims.plan == "pro"`). Parsed by hand into an AST and
 * interpreted; nothing is ever compiled or passed to `eval`/`Function`.
 *
 * Grammar (loosest first):
 *   expr      := or ('?' expr ':' expr)?
 *   or        := and (('||' | '??') and)*
 *   and       := equality ('&&' equality)*
 *   equality  := relation (('==' | '!=' | '===' | '!==') relation)*
 *   relation  := additive (('<' | '<=' | '>' | '>=') additive)*
 *   additive  := term (('+' | '-') term)*
 *   term      := unary (('*' | '/' | '%') unary)*
 *   unary     := ('!' | '-' | '+') unary | postfix
 *   postfix   := primary ('.' name | '?.' name | '[' expr ']' | '?.[' expr ']' | '(' args ')')*
 *   primary   := number | string | true | false | null | undefined | name | '(' expr ')' | '[' items ']'
 *
 * Semantics:
 * - The only free name is `visitor` (`visitor.claims` holds the visitor's claims).
 * - Member access reads own properties of plain objects, arrays and strings only; a missing
 *   property (or one of a non-object) is `undefined`, never an error: `visitor.claims.a.b.c` is
 *   simply undefined when `a` is absent.
 * - `==`/`===` compare strictly (no type coercion), except that null and undefined are equal
 *   under `==`; `!=`/`!==` are their negations. Relations compare two numbers or two strings
 *   (anything else is false). Arithmetic works on numbers; `+` also joins two strings.
 * - Calls are method calls from a fixed list: `includes`, `startsWith`, `endsWith`, `indexOf`,
 *   `toLowerCase`, `toUpperCase`, `trim` (strings), `includes`, `indexOf` (arrays). Another call is a
 *   syntax error; a method on a value of the wrong kind evaluates to `undefined`.
 * - The result decides visibility by JavaScript truthiness. Evaluation never throws.
 */

export class ConditionSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position + 1}`);
    this.name = 'ConditionSyntaxError';
  }
}

export type Node =
  | { kind: 'literal'; value: string | number | boolean | null | undefined }
  | { kind: 'name'; name: string }
  | { kind: 'array'; items: Node[] }
  | { kind: 'member'; object: Node; property: Node; optional: boolean }
  | { kind: 'call'; object: Node; method: string; args: Node[]; optional: boolean }
  | { kind: 'unary'; op: '!' | '-' | '+'; operand: Node }
  | { kind: 'binary'; op: string; left: Node; right: Node }
  | { kind: 'logical'; op: '&&' | '||' | '??'; left: Node; right: Node }
  | { kind: 'conditional'; test: Node; then: Node; else: Node };

type Token =
  | { type: 'number'; value: number; pos: number }
  | { type: 'string'; value: string; pos: number }
  | { type: 'name'; value: string; pos: number }
  | { type: 'punct'; value: string; pos: number }
  | { type: 'end'; pos: number };

export const MAX_CONDITION_LENGTH = 1024;
const MAX_DEPTH = 64;
const ROOTS = new Set(['visitor']);
const STRING_METHODS = new Set(['includes', 'startsWith', 'endsWith', 'indexOf', 'toLowerCase', 'toUpperCase', 'trim']);
const ARRAY_METHODS = new Set(['includes', 'indexOf']);
const METHODS = new Set([...STRING_METHODS, ...ARRAY_METHODS]);
const FORBIDDEN_PROPERTIES = new Set(['__proto__', 'prototype', 'constructor']);
// Longest first, so that `===` is not read as `==` `=`.
const PUNCTUATORS = [
  '===',
  '!==',
  '?.[',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '?',
  ':',
  '.',
  ',',
  '(',
  ')',
  '[',
  ']',
];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const m = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(i))!;
      i += m[0].length;
      if (/[A-Za-z_$]/.test(source[i] ?? '')) throw new ConditionSyntaxError(`Invalid number`, start);
      tokens.push({ type: 'number', value: Number(m[0]), pos: start });
      continue;
    }
    if (c === '"' || c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= source.length) throw new ConditionSyntaxError('Unterminated string', start);
        const ch = source[i];
        if (ch === c) {
          i++;
          break;
        }
        if (ch === '\n') throw new ConditionSyntaxError('Unterminated string', start);
        if (ch === '\\') {
          const next = source[i + 1];
          if (next === undefined) throw new ConditionSyntaxError('Unterminated string', start);
          const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
          if (next === 'u') {
            const hex = /^[0-9a-fA-F]{4}/.exec(source.slice(i + 2));
            if (!hex) throw new ConditionSyntaxError('Invalid unicode escape', i);
            value += String.fromCharCode(parseInt(hex[0], 16));
            i += 6;
            continue;
          }
          value += escapes[next] ?? next;
          i += 2;
          continue;
        }
        value += ch;
        i++;
      }
      tokens.push({ type: 'string', value, pos: start });
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(source.slice(i))!;
      i += m[0].length;
      tokens.push({ type: 'name', value: m[0], pos: start });
      continue;
    }
    const punct = PUNCTUATORS.find((p) => source.startsWith(p, i));
    if (!punct) throw new ConditionSyntaxError(`Unexpected character '${c}'`, i);
    // `a?.5:1` is a conditional with a number, not optional chaining (as in JavaScript).
    if (punct === '?.' && /[0-9]/.test(source[i + 2] ?? '')) {
      tokens.push({ type: 'punct', value: '?', pos: i });
      i += 1;
      continue;
    }
    tokens.push({ type: 'punct', value: punct, pos: i });
    i += punct.length;
  }
  tokens.push({ type: 'end', pos: source.length });
  return tokens;
}

const describe = (t: Token) =>
  t.type === 'end' ? 'end of expression' : t.type === 'string' ? `string "${t.value}"` : `'${String(t.value)}'`;

class Parser {
  private i = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private get token() {
    return this.tokens[this.i];
  }
  private isPunct(...values: string[]) {
    const t = this.token;
    return t.type === 'punct' && values.includes(t.value);
  }
  private expect(value: string) {
    if (!this.isPunct(value))
      throw new ConditionSyntaxError(`Expected '${value}' but found ${describe(this.token)}`, this.token.pos);
    this.i++;
  }
  private enter() {
    if (++this.depth > MAX_DEPTH) throw new ConditionSyntaxError('Expression is nested too deeply', this.token.pos);
  }

  parse(): Node {
    if (this.tokens.length === 1) throw new ConditionSyntaxError('Empty expression', 0);
    const node = this.expression();
    if (this.token.type !== 'end') throw new ConditionSyntaxError(`Unexpected ${describe(this.token)}`, this.token.pos);
    return node;
  }

  private expression(): Node {
    this.enter();
    const test = this.or();
    let node = test;
    if (this.isPunct('?')) {
      this.i++;
      const then = this.expression();
      this.expect(':');
      node = { kind: 'conditional', test, then, else: this.expression() };
    }
    this.depth--;
    return node;
  }

  private or(): Node {
    let left = this.and();
    while (this.isPunct('||', '??')) {
      const op = (this.tokens[this.i++] as { value: '||' | '??' }).value;
      left = { kind: 'logical', op, left, right: this.and() };
    }
    return left;
  }

  private and(): Node {
    let left = this.binary(0);
    while (this.isPunct('&&')) {
      this.i++;
      left = { kind: 'logical', op: '&&', left, right: this.binary(0) };
    }
    return left;
  }

  private static readonly LEVELS = [
    ['==', '!=', '===', '!=='],
    ['<', '<=', '>', '>='],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binary(level: number): Node {
    if (level === Parser.LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    while (this.isPunct(...Parser.LEVELS[level])) {
      const op = (this.tokens[this.i++] as { value: string }).value;
      left = { kind: 'binary', op, left, right: this.binary(level + 1) };
    }
    return left;
  }

  private unary(): Node {
    if (this.isPunct('!', '-', '+')) {
      const op = (this.tokens[this.i++] as { value: '!' | '-' | '+' }).value;
      this.enter();
      const operand = this.unary();
      this.depth--;
      return { kind: 'unary', op, operand };
    }
    return this.postfix();
  }

  private propertyName(): Node {
    const t = this.token;
    if (t.type !== 'name') throw new ConditionSyntaxError(`Expected a property name but found ${describe(t)}`, t.pos);
    this.i++;
    return { kind: 'literal', value: t.value };
  }

  private postfix(): Node {
    let node = this.primary();
    for (;;) {
      if (this.isPunct('.', '?.')) {
        const optional = (this.tokens[this.i++] as { value: string }).value === '?.';
        const property = this.propertyName();
        if (this.isPunct('(')) {
          const method = (property as { value: string }).value;
          if (!METHODS.has(method))
            throw new ConditionSyntaxError(`Unknown method '${method}'`, this.tokens[this.i - 1].pos);
          node = { kind: 'call', object: node, method, args: this.args(), optional };
        } else node = { kind: 'member', object: node, property, optional };
      } else if (this.isPunct('[', '?.[')) {
        const optional = (this.tokens[this.i++] as { value: string }).value === '?.[';
        const property = this.expression();
        this.expect(']');
        node = { kind: 'member', object: node, property, optional };
      } else if (this.isPunct('(')) {
        throw new ConditionSyntaxError(`Only the methods ${[...METHODS].join(', ')} can be called`, this.token.pos);
      } else return node;
    }
  }

  private args(): Node[] {
    this.expect('(');
    const args: Node[] = [];
    while (!this.isPunct(')')) {
      args.push(this.expression());
      if (!this.isPunct(')')) this.expect(',');
    }
    this.i++;
    return args;
  }

  private primary(): Node {
    const t = this.token;
    switch (t.type) {
      case 'number':
      case 'string':
        this.i++;
        return { kind: 'literal', value: t.value };
      case 'name': {
        this.i++;
        if (t.value === 'true' || t.value === 'false') return { kind: 'literal', value: t.value === 'true' };
        if (t.value === 'null') return { kind: 'literal', value: null };
        if (t.value === 'undefined') return { kind: 'literal', value: undefined };
        if (!ROOTS.has(t.value))
          throw new ConditionSyntaxError(`Unknown name '${t.value}' (conditions read 'visitor')`, t.pos);
        return { kind: 'name', name: t.value };
      }
      case 'punct':
        if (t.value === '(') {
          this.i++;
          const node = this.expression();
          this.expect(')');
          return node;
        }
        if (t.value === '[') {
          this.i++;
          this.enter();
          const items: Node[] = [];
          while (!this.isPunct(']')) {
            items.push(this.expression());
            if (!this.isPunct(']')) this.expect(',');
          }
          this.i++;
          this.depth--;
          return { kind: 'array', items };
        }
        throw new ConditionSyntaxError(`Unexpected ${describe(t)}`, t.pos);
      case 'end':
        throw new ConditionSyntaxError('Unexpected end of expression', t.pos);
    }
  }
}

/** Parses a condition; throws ConditionSyntaxError (with a 1-based position) when it is not valid. */
export function parseCondition(source: string): Node {
  if (source.length > MAX_CONDITION_LENGTH)
    throw new ConditionSyntaxError(`Longer than ${MAX_CONDITION_LENGTH} characters`, MAX_CONDITION_LENGTH);
  return new Parser(tokenize(source)).parse();
}

/** The syntax error of a condition, or null when it is valid. */
export function conditionError(source: string): string | null {
  try {
    parseCondition(source);
    return null;
  } catch (error) {
    if (error instanceof ConditionSyntaxError) return error.message;
    throw error;
  }
}

export interface ConditionContext {
  visitor: { claims: Record<string, unknown> };
}

const hasOwn = (value: object, key: PropertyKey) => Object.hasOwn(value, key);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function readProperty(object: unknown, key: unknown): unknown {
  if (typeof key === 'number' && Number.isInteger(key)) key = String(key);
  if (typeof key !== 'string' || FORBIDDEN_PROPERTIES.has(key)) return undefined;
  if (typeof object === 'string')
    return key === 'length' ? object.length : /^\d+$/.test(key) ? object[Number(key)] : undefined;
  if (Array.isArray(object))
    return key === 'length'
      ? object.length
      : /^\d+$/.test(key) && hasOwn(object, key)
        ? object[Number(key)]
        : undefined;
  if (isPlainObject(object) && hasOwn(object, key)) return object[key];
  return undefined;
}

function equal(a: unknown, b: unknown, loose: boolean): boolean {
  if (loose && a == null && b == null) return true;
  return a === b;
}

function callMethod(receiver: unknown, method: string, args: unknown[]): unknown {
  if (typeof receiver === 'string' && STRING_METHODS.has(method)) {
    switch (method) {
      case 'includes':
      case 'startsWith':
      case 'endsWith':
      case 'indexOf':
        return typeof args[0] === 'string'
          ? (receiver[method] as (s: string) => unknown)(args[0])
          : method === 'indexOf'
            ? -1
            : false;
      case 'toLowerCase':
        return receiver.toLowerCase();
      case 'toUpperCase':
        return receiver.toUpperCase();
      case 'trim':
        return receiver.trim();
    }
  }
  if (Array.isArray(receiver) && ARRAY_METHODS.has(method)) {
    const index = receiver.findIndex((item) => equal(item, args[0], false));
    return method === 'includes' ? index >= 0 : index;
  }
  return undefined;
}

function evaluateNode(node: Node, scope: Record<string, unknown>): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'name':
      return hasOwn(scope, node.name) ? scope[node.name] : undefined;
    case 'array':
      return node.items.map((item) => evaluateNode(item, scope));
    case 'member':
      return readProperty(evaluateNode(node.object, scope), evaluateNode(node.property, scope));
    case 'call': {
      const receiver = evaluateNode(node.object, scope);
      if (receiver == null) return undefined;
      return callMethod(
        receiver,
        node.method,
        node.args.map((a) => evaluateNode(a, scope)),
      );
    }
    case 'unary': {
      const v = evaluateNode(node.operand, scope);
      if (node.op === '!') return !v;
      if (typeof v !== 'number') return Number.NaN;
      return node.op === '-' ? -v : v;
    }
    case 'logical': {
      const left = evaluateNode(node.left, scope);
      if (node.op === '&&') return left ? evaluateNode(node.right, scope) : left;
      if (node.op === '||') return left ? left : evaluateNode(node.right, scope);
      return left ?? evaluateNode(node.right, scope);
    }
    case 'conditional':
      return evaluateNode(node.test, scope) ? evaluateNode(node.then, scope) : evaluateNode(node.else, scope);
    case 'binary': {
      const a = evaluateNode(node.left, scope);
      const b = evaluateNode(node.right, scope);
      switch (node.op) {
        case '==':
          return equal(a, b, true);
        case '===':
          return equal(a, b, false);
        case '!=':
          return !equal(a, b, true);
        case '!==':
          return !equal(a, b, false);
        case '<':
        case '<=':
        case '>':
        case '>=': {
          const comparable =
            (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string');
          if (!comparable) return false;
          const x = a as number | string;
          const y = b as number | string;
          return node.op === '<' ? x < y : node.op === '<=' ? x <= y : node.op === '>' ? x > y : x >= y;
        }
        case '+':
          if (typeof a === 'string' && typeof b === 'string') return a + b;
          return typeof a === 'number' && typeof b === 'number' ? a + b : Number.NaN;
        default: {
          if (typeof a !== 'number' || typeof b !== 'number') return Number.NaN;
          switch (node.op) {
            case '-':
              return a - b;
            case '*':
              return a * b;
            case '/':
              return a / b;
            default:
              return a % b;
          }
        }
      }
    }
  }
}

/** Evaluates a parsed condition; never throws. */
export function evaluate(node: Node, context: ConditionContext): unknown {
  try {
    return evaluateNode(node, { visitor: context.visitor });
  } catch {
    return undefined;
  }
}

const cache = new Map<string, Node | null>();

/**
 * Whether a visitor passes a condition (null: no condition, everyone passes). A condition that
 * no longer parses (it was validated when set) hides the item.
 */
export function passes(condition: string | null | undefined, context: ConditionContext): boolean {
  if (condition == null) return true;
  let node = cache.get(condition);
  if (node === undefined) {
    try {
      node = parseCondition(condition);
    } catch {
      node = null;
    }
    if (cache.size > 1000) cache.clear();
    cache.set(condition, node);
  }
  return node !== null && !!evaluate(node, context);
}
