// Hosted Auth renders its mails' subjects and bodies with Go's html/template (GoTrue
// internal/mailer/templatemailer/template.go: `template.New(...).Parse`, then `Execute` with SiteURL,
// ConfirmationURL, Email, NewEmail, Token, TokenHash, SendingTo, RedirectTo and Data = user_metadata). This is
// exactly the subset supabase/templates/ uses, rendered the way html/template does; anything else is refused
// with GoTemplateError rather than rendered differently from hosted. No npm renderer fits: @ctrl/golang-template
// (the maintained one) has no `eq` and no html/template contextual escaping, and adds non-Go functions.
//
// Subset: `{{ .Name }}`, `{{ .Name.key }}`, `{{ if .Path }}`, `{{ if eq .Path "literal" }}`, `{{ else }}`,
// `{{ end }}`. Printed values are escaped for their place as html/template does: HTML text and quoted attribute
// values (htmlEscaper), a URL attribute (urlFilter + urlNormalizer, or urlEscaper in its query). Refused: any
// other action, trim markers, comments, HTML comments (html/template strips them), <script>/<style>, an action
// inside a tag outside a quoted value, in an unquoted value, or in an on* or style attribute.

export class GoTemplateError extends Error {}

type Path = string[];
type Condition = { path: Path; equals?: string };
type Place = 'text' | 'attr' | 'url-start' | 'url-path' | 'url-query';
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'print'; path: Path; place: Place }
  | { kind: 'if'; condition: Condition; then: Node[]; otherwise: Node[] };

export interface GoTemplate {
  render(data: Record<string, unknown>): string;
}

/** Where the HTML scanner stands between two actions. */
interface Scan {
  state: 'text' | 'tagName' | 'tag' | 'name' | 'afterName' | 'beforeValue' | 'value';
  /** The element's name while it is read, then the attribute's. */
  name: string;
  quote: '"' | "'" | '';
  value: string;
}

const START: Scan = { state: 'text', name: '', quote: '', value: '' };
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'cite', 'formaction', 'poster', 'background']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkElement(name: string): void {
  if (name === 'script' || name === 'style')
    throw new GoTemplateError('<script> and <style> elements are not in the subset');
}

function advance(scan: Scan, text: string): Scan {
  const next = { ...scan };
  for (const char of text) {
    switch (next.state) {
      case 'text':
        if (char === '<') {
          next.state = 'tagName';
          next.name = '';
        }
        break;
      case 'tagName':
        if (next.name === '' && !/[A-Za-z/!]/.test(char)) next.state = 'text';
        else if (/\s/.test(char)) {
          checkElement(next.name);
          next.state = 'tag';
        } else if (char === '>') {
          checkElement(next.name);
          next.state = 'text';
        } else {
          next.name += char.toLowerCase();
          if (next.name.startsWith('!--'))
            throw new GoTemplateError('HTML comments are not in the subset (html/template removes them)');
        }
        break;
      case 'tag':
        if (char === '>') next.state = 'text';
        else if (!/[\s/]/.test(char)) {
          next.state = 'name';
          next.name = char.toLowerCase();
        }
        break;
      case 'name':
        if (char === '=') next.state = 'beforeValue';
        else if (char === '>') next.state = 'text';
        else if (/[\s/]/.test(char)) next.state = 'afterName';
        else next.name += char.toLowerCase();
        break;
      case 'afterName':
        if (char === '=') next.state = 'beforeValue';
        else if (char === '>') next.state = 'text';
        else if (!/[\s/]/.test(char)) {
          next.state = 'name';
          next.name = char.toLowerCase();
        }
        break;
      case 'beforeValue':
        if (char === '"' || char === "'") {
          next.state = 'value';
          next.quote = char;
          next.value = '';
        } else if (char === '>') next.state = 'text';
        else if (!/\s/.test(char)) {
          next.state = 'value';
          next.quote = '';
          next.value = char;
        }
        break;
      case 'value':
        if (next.quote ? char === next.quote : /\s/.test(char)) next.state = 'tag';
        else if (!next.quote && char === '>') next.state = 'text';
        else next.value += char;
        break;
    }
  }
  return next;
}

/** What html/template compares at the end of branches: the kind of place, not the text read so far. */
function contextKey(scan: Scan): string {
  if (scan.state !== 'value') return scan.state;
  const part = scan.value === '' ? 'start' : /[?#]/.test(scan.value) ? 'query' : 'path';
  return `value ${scan.quote} ${scan.name} ${URL_ATTRIBUTES.has(scan.name) ? part : ''}`;
}

function placeOf(scan: Scan, action: string): Place {
  if (scan.state === 'text') return 'text';
  if (scan.state !== 'value' || !scan.quote)
    throw new GoTemplateError(`{{${action}}} inside a tag is only accepted in a quoted attribute value`);
  if (scan.name.startsWith('on') || scan.name === 'style')
    throw new GoTemplateError(
      `{{${action}}} in the ${scan.name} attribute (script or CSS) is not in the subset`,
    );
  if (!URL_ATTRIBUTES.has(scan.name)) return 'attr';
  if (scan.value === '') return 'url-start';
  return /[?#]/.test(scan.value) ? 'url-query' : 'url-path';
}

function parsePath(word: string, action: string): Path {
  const parts = word.split('.');
  if (parts[0] !== '' || parts.length < 2 || !parts.slice(1).every((part) => IDENTIFIER.test(part)))
    throw new GoTemplateError(`{{${action}}}: only fields such as .Name or .Data.key are in the subset`);
  return parts.slice(1);
}

function parseCondition(words: string[], action: string): Condition {
  if (words.length === 1 && words[0]) return { path: parsePath(words[0], action) };
  const [fn, field, literal] = words;
  if (words.length === 3 && fn === 'eq' && field && literal && /^"[^"\\]*"$/.test(literal))
    return { path: parsePath(field, action), equals: literal.slice(1, -1) };
  throw new GoTemplateError(
    `{{${action}}}: only "if .Field" and "if eq .Field \\"text\\"" are in the subset`,
  );
}

export function parseGoTemplate(source: string): GoTemplate {
  // Each open `if`: its nodes so far, and the scanner's state at the `if`, at its `else` and at its end.
  const root: Node[] = [];
  const stack: { node: Extract<Node, { kind: 'if' }>; at: Scan; thenEnd?: Scan; inElse: boolean }[] = [];
  const target = (): Node[] => {
    const top = stack[stack.length - 1];
    if (!top) return root;
    return top.inElse ? top.node.otherwise : top.node.then;
  };
  let scan = START;
  let rest = source;
  while (rest.length > 0) {
    const open = rest.indexOf('{{');
    const text = open === -1 ? rest : rest.slice(0, open);
    if (text) {
      scan = advance(scan, text);
      target().push({ kind: 'text', text });
    }
    if (open === -1) break;
    const close = rest.indexOf('}}', open);
    if (close === -1) throw new GoTemplateError('unclosed action: "{{" without "}}"');
    const action = rest.slice(open + 2, close);
    rest = rest.slice(close + 2);
    if (/^-\s|\s-$/.test(action))
      throw new GoTemplateError(`{{${action}}}: trim markers are not in the subset`);
    const words = action.trim().split(/\s+/);
    const [head = '', ...args] = words;
    if (head.startsWith('.') && args.length === 0) {
      target().push({ kind: 'print', path: parsePath(head, action), place: placeOf(scan, action) });
    } else if (head === 'if') {
      const node: Extract<Node, { kind: 'if' }> = {
        kind: 'if',
        condition: parseCondition(args, action),
        then: [],
        otherwise: [],
      };
      target().push(node);
      stack.push({ node, at: scan, inElse: false });
    } else if (head === 'else' && args.length === 0) {
      const top = stack[stack.length - 1];
      if (!top || top.inElse) throw new GoTemplateError('{{ else }} without an open {{ if }}');
      top.thenEnd = scan;
      top.inElse = true;
      scan = top.at;
    } else if (head === 'end' && args.length === 0) {
      const top = stack.pop();
      if (!top) throw new GoTemplateError('{{ end }} without an open {{ if }}');
      // html/template refuses branches that leave the HTML in different places.
      const other = top.inElse ? top.thenEnd : top.at;
      if (other && contextKey(other) !== contextKey(scan))
        throw new GoTemplateError('{{ if }} branches end in different HTML contexts');
    } else {
      throw new GoTemplateError(`{{${action}}} is not in the subset`);
    }
  }
  if (stack.length > 0) throw new GoTemplateError('{{ if }} without {{ end }}');
  return { render: (data) => renderNodes(root, data) };
}

function lookup(data: Record<string, unknown>, path: Path): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'object' || Array.isArray(value))
      throw new GoTemplateError(`can't evaluate field ${key} in a ${typeof value}`);
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Go's truth: false, 0, nil and empty strings, slices and maps are false. */
function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function holds(condition: Condition, data: Record<string, unknown>): boolean {
  const value = lookup(data, condition.path);
  if (condition.equals === undefined) return truthy(value);
  // Go's eq: a missing key compares false; a value of another kind against a string is an error.
  if (value === null || value === undefined) return false;
  if (typeof value !== 'string')
    throw new GoTemplateError('error calling eq: incompatible types for comparison');
  return value === condition.equals;
}

function stringify(value: unknown): string {
  // html/template prints a missing value as nothing (text/template would print "<no value>").
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new GoTemplateError('printing an object or a list is not in the subset');
}

/** html/template's htmlEscaper (htmlReplacementTable), for HTML text and attribute values. */
export const goHtmlEscape = (text: string): string =>
  text.replace(/[\0"&'+<>]/g, (char) =>
    char === '\0'
      ? '\uFFFD'
      : ({ '"': '&#34;', '&': '&amp;', "'": '&#39;', '+': '&#43;', '<': '&lt;', '>': '&gt;' }[char] ?? char),
  );

/** html/template's urlProcessor: percent-encodes what is not allowed (norm keeps reserved characters and escapes). */
function urlProcess(text: string, norm: boolean): string {
  let out = '';
  const bytes = new TextEncoder().encode(text);
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    const char = String.fromCharCode(byte);
    const reserved = '!#$&*+,/:;=?@[]'.includes(char);
    const unreserved = /[A-Za-z0-9\-._~]/.test(char) && byte < 128;
    const escape =
      char === '%' &&
      norm &&
      /^[0-9A-Fa-f]{2}$/.test(String.fromCharCode(bytes[index + 1] ?? 0, bytes[index + 2] ?? 0));
    out += unreserved || (norm && reserved) || escape ? char : `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** html/template's urlFilter: a URL with a scheme other than http, https or mailto becomes #ZgotmplZ. */
function urlFilter(text: string): string {
  const colon = text.indexOf(':');
  if (colon >= 0 && !text.slice(0, colon).includes('/')) {
    const scheme = text.slice(0, colon).toLowerCase();
    if (!['http', 'https', 'mailto'].includes(scheme)) return '#ZgotmplZ';
  }
  return text;
}

function escapeFor(place: Place, text: string): string {
  switch (place) {
    case 'text':
    case 'attr':
      return goHtmlEscape(text);
    case 'url-start':
      return goHtmlEscape(urlProcess(urlFilter(text), true));
    case 'url-path':
      return goHtmlEscape(urlProcess(text, true));
    case 'url-query':
      return goHtmlEscape(urlProcess(text, false));
  }
}

function renderNodes(nodes: Node[], data: Record<string, unknown>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'print') out += escapeFor(node.place, stringify(lookup(data, node.path)));
    else out += renderNodes(holds(node.condition, data) ? node.then : node.otherwise, data);
  }
  return out;
}
