/**
 * Runs the examples of a Markdown page (docs/integrating.md) so the page cannot drift from the server:
 * - `parseDocExamples` reads its fenced blocks: a command block (```sh) and the block right after it that shows what
 *   the command prints (```http for `curl -i`, ```text otherwise); ```json <name> defines a file the commands read
 *   with `-d @<name>`; a ```sh block of `NAME=value … npm start` lines starts NetFund with that configuration.
 *   Any other block is an error, so no example on the page goes unchecked.
 * - `runShell` runs a command block's `curl` commands (a small POSIX-shell subset: quotes, `\` continuations,
 *   `$var`, `for … in …; do …; done`) through `fetch`: curl's options the page uses, as curl treats them.
 * - `matchTemplate` / `matchJson` compare an answer with the page's, where `{name}` stands for a value that varies:
 *   the first occurrence binds it, every later one must be the same value.
 */

export interface DocBlock {
  lang: string;
  info: string;
  text: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The `##` section the block is in. */
  section: string;
}

export type DocStep =
  | { kind: 'start'; env: Record<string, string>; block: DocBlock }
  | { kind: 'http'; command: DocBlock; answer: DocBlock }
  | { kind: 'local'; command: DocBlock; answer: DocBlock };

export interface DocExamples {
  files: Record<string, string>;
  steps: DocStep[];
}

const FENCE = /^(\s*)```(\S*)(?:[ \t]+(.*))?$/;

export function parseBlocks(markdown: string): DocBlock[] {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const heading = /^##\s+(.*)$/.exec(lines[i]!);
    if (heading) section = heading[1]!;
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++) {
      const line = lines[j]!;
      if (line.slice(0, indent).trim() !== '')
        throw new Error(`line ${j + 1}: a line of the block opened on line ${i + 1} is indented less than its fence`);
      body.push(line.slice(indent));
    }
    if (j >= lines.length) throw new Error(`line ${i + 1}: the block is never closed`);
    blocks.push({ lang: open[2]!, info: (open[3] ?? '').trim(), text: body.join('\n'), line: i + 1, section });
    i = j;
  }
  return blocks;
}

const START_LINE = /^((?:[A-Z][A-Z0-9_]*=\S*\s+)+)npm start$/;

export function parseDocExamples(markdown: string): DocExamples {
  const blocks = parseBlocks(markdown);
  const files: Record<string, string> = {};
  const steps: DocStep[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.lang === 'json' && block.info) {
      files[block.info] = block.text + '\n';
      continue;
    }
    if (block.lang !== 'sh')
      throw new Error(
        `line ${block.line}: a \`\`\`${block.lang} block that is neither a command, its answer, nor a named file`,
      );
    const lines = block.text.split('\n').filter((line) => line.trim() !== '');
    if (lines.every((line) => START_LINE.test(line))) {
      const env: Record<string, string> = {};
      for (const line of lines) {
        for (const pair of START_LINE.exec(line)![1]!.trim().split(/\s+/)) {
          const at = pair.indexOf('=');
          env[pair.slice(0, at)] = pair.slice(at + 1);
        }
      }
      steps.push({ kind: 'start', env, block });
      continue;
    }
    const answer = blocks[i + 1];
    if (!answer || (answer.lang !== 'http' && answer.lang !== 'text')) {
      throw new Error(
        `line ${block.line}: a command without the answer it prints (a \`\`\`http or \`\`\`text block right after it)`,
      );
    }
    i++;
    steps.push({ kind: /(^|\s)curl\s/.test(block.text) ? 'http' : 'local', command: block, answer });
  }
  return { files, steps };
}

/* ---------------------------------------------------------------- the shell subset */

type Part = { text: string } | { variable: string };
type Word = Part[];
type Token = { word: Word; literal: string | null } | { separator: true };
export type Command = { args: Word[] } | { loop: { name: string; values: Word[]; body: Command[] } };

export function tokenize(script: string): Token[] {
  const tokens: Token[] = [];
  let word: Word | null = null;
  let literal = true;
  const add = (part: Part) => {
    word ??= [];
    if ('variable' in part) literal = false;
    const last = word[word.length - 1];
    if ('text' in part && last && 'text' in last) last.text += part.text;
    else word.push(part);
  };
  const end = () => {
    if (word)
      tokens.push({ word, literal: literal ? word.map((part) => ('text' in part ? part.text : '')).join('') : null });
    word = null;
    literal = true;
  };
  const variable = (at: number): [Part, number] | null => {
    const braced = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(script.slice(at));
    if (braced) return [{ variable: braced[1]! }, at + braced[0].length];
    const bare = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(script.slice(at));
    return bare ? [{ variable: bare[1]! }, at + bare[0].length] : null;
  };
  for (let i = 0; i < script.length;) {
    const c = script[i]!;
    if (c === '\\' && script[i + 1] === '\n') {
      i += 2;
    } else if (c === '\\') {
      add({ text: script[i + 1] ?? '' });
      i += 2;
    } else if (c === ' ' || c === '\t') {
      end();
      i++;
    } else if (c === '\n' || c === ';') {
      end();
      tokens.push({ separator: true });
      i++;
    } else if (c === '#' && word === null) {
      while (i < script.length && script[i] !== '\n') i++;
    } else if (c === "'") {
      const close = script.indexOf("'", i + 1);
      if (close < 0) throw new Error('unterminated single quote');
      add({ text: script.slice(i + 1, close) });
      if (close === i + 1) word ??= [];
      i = close + 1;
    } else if (c === '"') {
      word ??= [];
      i++;
      for (; i < script.length && script[i] !== '"';) {
        if (script[i] === '\\' && '"\\$`\n'.includes(script[i + 1] ?? '')) {
          if (script[i + 1] !== '\n') add({ text: script[i + 1]! });
          i += 2;
        } else if (script[i] === '$' && variable(i)) {
          const [part, next] = variable(i)!;
          add(part);
          i = next;
        } else if (script[i] === '`') {
          throw new Error('command substitution is not supported');
        } else {
          add({ text: script[i]! });
          i++;
        }
      }
      if (script[i] !== '"') throw new Error('unterminated double quote');
      i++;
    } else if (c === '$' && variable(i)) {
      const [part, next] = variable(i)!;
      add(part);
      i = next;
    } else if ('|&<>()`$'.includes(c)) {
      throw new Error(`"${c}" is not supported in an example run over HTTP`);
    } else {
      add({ text: c });
      i++;
    }
  }
  end();
  return tokens;
}

export function parseScript(script: string): Command[] {
  const tokens = tokenize(script);
  let at = 0;
  const literalAt = (index: number) => {
    const token = tokens[index];
    return token && 'word' in token ? token.literal : null;
  };
  const skipSeparators = () => {
    while (at < tokens.length && 'separator' in tokens[at]!) at++;
  };
  const commands = (until?: string): Command[] => {
    const list: Command[] = [];
    for (;;) {
      skipSeparators();
      if (at >= tokens.length) {
        if (until) throw new Error(`missing "${until}"`);
        return list;
      }
      if (until && literalAt(at) === until) {
        at++;
        return list;
      }
      if (literalAt(at) === 'for') {
        const name = literalAt(at + 1);
        if (!name || literalAt(at + 2) !== 'in') throw new Error('expected "for NAME in …"');
        at += 3;
        const values: Word[] = [];
        while (at < tokens.length && !('separator' in tokens[at]!)) values.push((tokens[at++] as { word: Word }).word);
        skipSeparators();
        if (literalAt(at) !== 'do') throw new Error('expected "do"');
        at++;
        list.push({ loop: { name, values, body: commands('done') } });
        continue;
      }
      const args: Word[] = [];
      while (at < tokens.length && !('separator' in tokens[at]!)) args.push((tokens[at++] as { word: Word }).word);
      list.push({ args });
    }
  };
  return commands();
}

function expand(word: Word, variables: Record<string, string>): string {
  return word
    .map((part) => {
      if ('text' in part) return part.text;
      const value = variables[part.variable];
      if (value === undefined) throw new Error(`$${part.variable} is not set`);
      return value;
    })
    .join('');
}

/* ---------------------------------------------------------------- curl */

export interface CurlRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body?: string;
  include: boolean;
  /** Where the body goes: printed, or discarded (`-o /dev/null`). */
  discardBody: boolean;
  writeOut?: string;
}

/** The options of curl the page may use, with curl's meaning (anything else is refused). */
export function parseCurl(args: string[], files: Record<string, string>): CurlRequest {
  if (args[0] !== 'curl') throw new Error(`only curl runs over HTTP, not ${args[0]}`);
  const request: CurlRequest = { method: '', url: '', headers: [], include: false, discardBody: false };
  const data: string[] = [];
  const value = (i: number) => {
    if (args[i + 1] === undefined) throw new Error(`${args[i]} needs a value`);
    return args[i + 1]!;
  };
  const file = (name: string) => {
    if (!(name in files)) throw new Error(`no file ${name} is defined on the page`);
    return files[name]!;
  };
  for (let i = 1; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-i' || arg === '--include') request.include = true;
    else if (arg === '-s' || arg === '--silent' || arg === '-S' || arg === '--show-error' || arg === '-sS') continue;
    else if (arg === '-o' || arg === '--output') {
      if (value(i) !== '/dev/null') throw new Error('only -o /dev/null is supported');
      request.discardBody = true;
      i++;
    } else if (arg === '-w' || arg === '--write-out') request.writeOut = args[++i] ?? '';
    else if (arg === '-H' || arg === '--header') {
      const header = value(i++);
      const colon = header.indexOf(':');
      if (colon < 1) throw new Error(`not a header: ${header}`);
      request.headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
    } else if (arg === '-X' || arg === '--request') request.method = value(i++);
    else if (arg === '-d' || arg === '--data' || arg === '--data-ascii') {
      const given = value(i++);
      // curl reads `@file` and drops its carriage returns and newlines.
      data.push(given.startsWith('@') ? file(given.slice(1)).replace(/[\r\n]/g, '') : given);
    } else if (arg === '--data-binary') {
      const given = value(i++);
      data.push(given.startsWith('@') ? file(given.slice(1)) : given);
    } else if (arg === '--data-raw') data.push(value(i++));
    else if (arg.startsWith('-')) throw new Error(`curl option ${arg} is not supported here`);
    else if (request.url) throw new Error('more than one URL');
    else request.url = arg;
  }
  if (!request.url) throw new Error('no URL');
  if (data.length > 0) {
    request.body = data.join('&');
    if (!request.headers.some(([name]) => name.toLowerCase() === 'content-type')) {
      request.headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
    }
  }
  request.method ||= data.length > 0 ? 'POST' : 'GET';
  return request;
}

export interface HttpAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

/** What one curl command prints: the answer itself for `-i`, or text. */
export type Printed = { answer: HttpAnswer } | { text: string };

export async function runShell(
  script: string,
  files: Record<string, string>,
  send: (request: CurlRequest) => Promise<HttpAnswer>,
): Promise<Printed[]> {
  const printed: Printed[] = [];
  const run = async (commands: Command[], variables: Record<string, string>) => {
    for (const command of commands) {
      if ('loop' in command) {
        for (const value of command.loop.values.map((word) => expand(word, variables))) {
          await run(command.loop.body, { ...variables, [command.loop.name]: value });
        }
        continue;
      }
      const request = parseCurl(
        command.args.map((word) => expand(word, variables)),
        files,
      );
      const answer = await send(request);
      if (request.include) {
        if (request.discardBody || request.writeOut !== undefined) throw new Error('-i goes without -o and -w here');
        printed.push({ answer });
        continue;
      }
      if (!request.discardBody) printed.push({ text: answer.text });
      if (request.writeOut !== undefined) {
        const unknown = /%\{(?!http_code\})[^}]*\}/.exec(request.writeOut);
        if (unknown) throw new Error(`-w variable ${unknown[0]} is not supported`);
        printed.push({
          text: request.writeOut.replaceAll('%{http_code}', String(answer.status)).replaceAll('\\n', '\n'),
        });
      }
    }
  };
  await run(parseScript(script), {});
  return printed;
}

/* ---------------------------------------------------------------- templates */

const PLACEHOLDER = /\{([a-z][a-z0-9]*)\}/g;
const HAS_PLACEHOLDER = /\{[a-z][a-z0-9]*\}/;

/** Replaces `{name}` by its bound value (every name must be bound). */
export function fillPlaceholders(text: string, bindings: Map<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = bindings.get(name);
    if (value === undefined) throw new Error(`${whole} is used before an answer on the page gave it a value`);
    return value;
  });
}

/**
 * Whether `actual` is `template` with each `{name}` standing for a value (one or more characters): a bound name must
 * be its value, an unbound one binds (the same value at each of its places). Bindings change only on a match.
 */
export function matchTemplate(template: string, actual: string, bindings: Map<string, string>): boolean {
  const groups: string[] = [];
  let pattern = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    pattern += escapeRegExp(template.slice(last, match.index));
    const name = match[1]!;
    const bound = bindings.get(name);
    if (bound !== undefined) pattern += escapeRegExp(bound);
    else if (groups.includes(name)) pattern += `\\${groups.indexOf(name) + 1}`;
    else {
      groups.push(name);
      pattern += '([\\s\\S]+?)';
    }
    last = match.index + match[0].length;
  }
  pattern += escapeRegExp(template.slice(last));
  const found = new RegExp(`^${pattern}$`).exec(actual);
  if (!found) return false;
  groups.forEach((name, index) => bindings.set(name, found[index + 1]!));
  return true;
}

const WHOLE = '\u0000placeholder:';

/**
 * A JSON answer as the page shows it, where `{name}` may stand for a whole value (`"id": {id}`) or a part of a
 * string (`"/result/{id}?token={token}"`). Returns the differences (none: it matches, and binds its names).
 */
export function matchJson(templateText: string, actual: unknown, bindings: Map<string, string>): string[] {
  let json = '';
  let inString = false;
  for (let i = 0; i < templateText.length; i++) {
    const c = templateText[i]!;
    if (inString) {
      json += c;
      if (c === '\\') json += templateText[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      json += c;
    } else {
      const placeholder = /^\{([a-z][a-z0-9]*)\}/.exec(templateText.slice(i));
      if (placeholder) {
        json += JSON.stringify(WHOLE + placeholder[1]);
        i += placeholder[0].length - 1;
      } else json += c;
    }
  }
  let template: unknown;
  try {
    template = JSON.parse(json);
  } catch (error) {
    return [`the page's body is not JSON: ${(error as Error).message}`];
  }
  const differences: string[] = [];
  const trial = new Map(bindings);
  compare(template, actual, '(body)', trial, differences);
  if (differences.length === 0) for (const [name, value] of trial) bindings.set(name, value);
  return differences;
}

function compare(
  template: unknown,
  actual: unknown,
  where: string,
  bindings: Map<string, string>,
  differences: string[],
): void {
  if (typeof template === 'string' && template.startsWith(WHOLE)) {
    const name = template.slice(WHOLE.length);
    if (actual === null || typeof actual === 'object' || actual === undefined) {
      differences.push(
        `${where}: {${name}} stands for a number, string or boolean, the answer has ${JSON.stringify(actual)}`,
      );
    } else if (!matchTemplate(`{${name}}`, String(actual), bindings)) {
      differences.push(`${where}: {${name}} is ${bindings.get(name)} above, the answer has ${JSON.stringify(actual)}`);
    }
    return;
  }
  if (typeof template === 'string' && HAS_PLACEHOLDER.test(template)) {
    if (typeof actual !== 'string' || !matchTemplate(template, actual, bindings)) {
      differences.push(`${where}: the page has ${JSON.stringify(template)}, the answer ${JSON.stringify(actual)}`);
    }
    return;
  }
  if (Array.isArray(template)) {
    if (!Array.isArray(actual) || actual.length !== template.length) {
      differences.push(`${where}: the page has ${template.length} items, the answer ${JSON.stringify(actual)}`);
      return;
    }
    template.forEach((item, index) => compare(item, actual[index], `${where}[${index}]`, bindings, differences));
    return;
  }
  if (template !== null && typeof template === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
      differences.push(`${where}: the page has an object, the answer ${JSON.stringify(actual)}`);
      return;
    }
    const expectedKeys = Object.keys(template).sort();
    const actualKeys = Object.keys(actual).sort();
    for (const key of actualKeys)
      if (!expectedKeys.includes(key))
        differences.push(
          `${where}.${key}: in the answer (${JSON.stringify((actual as Record<string, unknown>)[key])}), not on the page`,
        );
    for (const key of expectedKeys) {
      if (!actualKeys.includes(key)) differences.push(`${where}.${key}: on the page, not in the answer`);
      else
        compare(
          (template as Record<string, unknown>)[key],
          (actual as Record<string, unknown>)[key],
          `${where}.${key}`,
          bindings,
          differences,
        );
    }
    return;
  }
  if (template !== actual)
    differences.push(`${where}: the page has ${JSON.stringify(template)}, the answer ${JSON.stringify(actual)}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An ```http answer block: the status line, headers, a blank line and the body. */
export function parseHttpAnswer(text: string): {
  status: number;
  reason: string;
  headers: [string, string][];
  body: string;
} {
  const [head = '', ...rest] = text.split(/\n\s*\n/);
  const [statusLine = '', ...headerLines] = head.split('\n');
  const status = /^HTTP\/1\.1 (\d{3}) (.+)$/.exec(statusLine);
  if (!status) throw new Error(`not a status line: ${statusLine}`);
  const headers = headerLines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a header: ${line}`);
    return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
  });
  return { status: Number(status[1]), reason: status[2]!, headers, body: rest.join('\n\n').trim() };
}
