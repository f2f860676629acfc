/**
 * A readable HTML page for the OpenAPI document, rendered on the server: no script, no CDN, so it works offline
 * and under the site's Content-Security-Policy.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function renderDocsPage(document: object): string {
  const doc = document as Json;
  const schemas: Json = doc.components?.schemas ?? {};
  const resolve = (schema: Json | undefined): Json => {
    let current = schema ?? {};
    for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) current = schemas[current.$ref.split('/').pop()!] ?? {};
    return current;
  };

  const operations: string[] = [];
  const toc: string[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op: Json | undefined = item[method];
      if (!op) continue;
      const anchor = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
      toc.push(`<li><a href="#${anchor}"><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></a> ${esc(op.summary ?? '')}</li>`);
      operations.push(renderOperation(anchor, method, path, op, resolve, doc));
    }
  }

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info?.title ?? 'API')} — reference</title>
<style>
  :root { color-scheme: light; --fg: #1a202c; --muted: #4a5568; --line: #e2e8f0; --bg: #f7fafc; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 64px; }
  h1 { font-size: 28px; margin: 0 0 4px; } h2 { font-size: 20px; margin: 0; } h3 { font-size: 15px; margin: 18px 0 6px; }
  p, li { color: var(--muted); } code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--bg); padding: 1px 4px; border-radius: 4px; }
  a { color: #2b6cb0; }
  .op { border: 1px solid var(--line); border-radius: 10px; padding: 16px; margin: 20px 0; }
  .op header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .m { display: inline-block; min-width: 52px; text-align: center; font: 700 12px/1 ui-monospace, monospace; padding: 5px 6px; border-radius: 6px; color: #fff; }
  .get { background: #2f855a; } .post { background: #2b6cb0; } .put, .patch { background: #b7791f; } .delete { background: #c53030; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; } td, th { text-align: left; vertical-align: top; padding: 6px 8px; border-top: 1px solid var(--line); }
  th { color: var(--muted); font-weight: 600; } .req { color: #c53030; font-size: 12px; }
  .table { overflow-x: auto; } .status { font-weight: 700; font-family: ui-monospace, monospace; }
  ul.toc { padding-left: 18px; } ul.toc li { margin: 4px 0; }
</style>
</head>
<body>
<main>
<h1>${esc(doc.info?.title ?? 'API')} <small style="font-size:14px;color:var(--muted)">v${esc(doc.info?.version ?? '')} · OpenAPI ${esc(doc.openapi ?? '')}</small></h1>
<p>${inline(doc.info?.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a></p>
<h2>Endpoints</h2>
<ul class="toc">${toc.join('')}</ul>
${renderSecurity(doc)}
${operations.join('\n')}
<h2 style="margin-top:32px">Schemas</h2>
${Object.entries<Json>(schemas)
  .map(([name, schema]) => `<section class="op" id="schema-${esc(name)}"><h2><code>${esc(name)}</code></h2>${renderSchema(schema, resolve)}</section>`)
  .join('\n')}
</main>
</body>
</html>`;
}

function renderSecurity(doc: Json): string {
  const schemes = Object.entries<Json>(doc.components?.securitySchemes ?? {});
  if (schemes.length === 0) return '';
  const rows = schemes
    .map(([name, s]) => `<tr><td><code>${esc(name)}</code></td><td>${esc(s.type === 'http' ? `HTTP ${s.scheme}` : `${s.in} ${s.name ?? ''}`)}</td><td>${inline(s.description ?? '')}</td></tr>`)
    .join('');
  return `<h2 style="margin-top:24px">Authentication</h2><div class="table"><table><tr><th>scheme</th><th>how</th><th></th></tr>${rows}</table></div>`;
}

function renderOperation(anchor: string, method: string, path: string, op: Json, resolve: (s: Json | undefined) => Json, doc: Json): string {
  const parts = [
    `<section class="op" id="${anchor}"><header><span class="m ${method}">${method.toUpperCase()}</span><h2><code>${esc(path)}</code></h2></header>`,
    `<p><strong>${esc(op.summary ?? '')}</strong>${op.description ? ` — ${inline(op.description)}` : ''}</p>`,
  ];
  const security: Json[] | undefined = op.security ?? doc.security;
  if (security?.length) {
    const names = security.map((s) => Object.keys(s).join(' + ') || 'none');
    parts.push(`<p>Authentication: ${names.map((n) => `<code>${esc(n)}</code>`).join(' or ')}</p>`);
  }
  const params: Json[] = op.parameters ?? [];
  if (params.length) {
    const rows = params
      .map((p) => `<tr><td><code>${esc(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${esc(p.in)}</td><td>${esc(typeOf(resolve(p.schema)))}</td><td>${inline(p.description ?? resolve(p.schema).description ?? '')}</td></tr>`)
      .join('');
    parts.push(`<h3>Parameters</h3><div class="table"><table><tr><th>name</th><th>in</th><th>type</th><th></th></tr>${rows}</table></div>`);
  }
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (body) parts.push(`<h3>Request body <code>application/json</code></h3>${renderSchema(resolve(body), resolve)}`);
  const responses = Object.entries<Json>(op.responses ?? {});
  if (responses.length) {
    const rows = responses
      .map(([status, r]) => {
        const schema = r.content?.['application/json']?.schema;
        const name = schema?.$ref ? schema.$ref.split('/').pop() : '';
        return `<tr><td class="status">${esc(status)}</td><td>${inline(r.description ?? '')}</td><td>${name ? `<a href="#schema-${esc(name)}"><code>${esc(name)}</code></a>` : ''}</td></tr>`;
      })
      .join('');
    parts.push(`<h3>Responses</h3><div class="table"><table><tr><th>status</th><th></th><th>body</th></tr>${rows}</table></div>`);
  }
  parts.push('</section>');
  return parts.join('\n');
}

function renderSchema(schema: Json, resolve: (s: Json | undefined) => Json): string {
  const properties = Object.entries<Json>(schema.properties ?? {});
  if (properties.length === 0) return `<p><code>${esc(typeOf(schema))}</code> ${inline(schema.description ?? '')}</p>`;
  const required = new Set<string>(schema.required ?? []);
  const rows = properties
    .map(([name, raw]) => {
      const p = resolve(raw);
      const notes = [
        p.description ? inline(p.description) : '',
        esc(constraints(p)),
        p.example !== undefined ? `e.g. <code>${esc(JSON.stringify(p.example))}</code>` : '',
      ].filter(Boolean);
      return `<tr><td><code>${esc(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${esc(typeOf(p))}</td><td>${notes.join(' · ')}</td></tr>`;
    })
    .join('');
  return `${schema.description ? `<p>${inline(schema.description)}</p>` : ''}<div class="table"><table><tr><th>field</th><th>type</th><th></th></tr>${rows}</table></div>`;
}

function typeOf(schema: Json): string {
  if (schema.enum) return `enum: ${schema.enum.join(' | ')}`;
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map(typeOf).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function constraints(schema: Json): string {
  const c: string[] = [];
  if (schema.minimum !== undefined) c.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) c.push(`max ${schema.maximum}`);
  if (schema.minLength !== undefined) c.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) c.push(`max length ${schema.maxLength}`);
  if (schema.pattern) c.push(`pattern ${schema.pattern}`);
  return c.join(', ');
}

function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Escapes, then turns `code` spans into <code>. */
function inline(text: string): string {
  return esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}
