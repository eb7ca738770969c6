/**
 * GET /api/docs: the reference page, rendered on the server from the OpenAPI document. One
 * self-contained HTML file (inline CSS, no scripts, no CDN) because the product may run offline.
 */
import { escapeHtml, fieldRows, inlineText, typeLabel, type FieldRow } from './docs-html';
import { DOCS_CSS } from './docs-style';
import { GUIDE } from './guide';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi';

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');

function table(rows: FieldRow[], firstColumn = 'Field'): string {
  if (rows.length === 0) return '<p class="none">None.</p>';
  const body = rows
    .map(
      (r) =>
        `<tr><td><code>${escapeHtml(r.name)}</code>${r.required ? ' <span class="req">required</span>' : ''}</td><td><code>${escapeHtml(r.type)}</code></td><td>${escapeHtml(r.notes)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>${firstColumn}</th><th>Type</th><th>Notes</th></tr></thead><tbody>${body}</tbody></table>`;
}

function parameters(doc: OpenApiDocument, op: OpenApiOperation): string {
  const resolved = op.parameters.map((p) =>
    '$ref' in p ? (doc.components.parameters.XSubdomain as OpenApiParameter) : p,
  );
  const rows = resolved.map((p) => ({
    name: `${p.name} (${p.in})`,
    type: typeLabel(p.schema),
    required: p.required,
    notes: p.description ?? fieldRows({ properties: { x: p.schema } })[0]!.notes,
  }));
  return `<h4>Parameters</h4>${table(rows, 'Name')}`;
}

function requestBody(op: OpenApiOperation): string {
  if (!op.requestBody) return '';
  return Object.entries(op.requestBody.content)
    .map(([type, { schema }]) => `<h4>Body <code>${escapeHtml(type)}</code></h4>${table(fieldRows(schema))}`)
    .join('');
}

function responses(doc: OpenApiDocument, op: OpenApiOperation): string {
  const items = Object.entries(op.responses).map(([status, response]) => {
    const resolved = '$ref' in response ? doc.components.responses[`Error${status}`] : response;
    const success = status.startsWith('2');
    const keys = success ? successKeys(response) : '';
    return `<li><span class="status ${success ? 'ok' : 'err'}">${status}</span> ${inlineText(resolved?.description ?? '')}${keys}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join('')}</ul>`;
}

/** The documented payload keys of a success answer, read back from its schema. */
function successKeys(response: OpenApiOperation['responses'][string]): string {
  if ('$ref' in response) return '';
  const parts = (response.content?.['application/json']?.schema.allOf ?? [])[1]?.properties ?? {};
  const top = Object.keys(parts).filter((k) => k !== 'data');
  const data = Object.keys(parts.data?.properties ?? {});
  const list = [...top, ...data.map((k) => `data.${k}`)].map((k) => `<code>${escapeHtml(k)}</code>`);
  return list.length > 0 ? ` — ${list.join(', ')}` : '';
}

function operation(doc: OpenApiDocument, method: string, path: string, op: OpenApiOperation): string {
  const lock = op.security.length > 0 ? '<span class="lock">Bearer token</span>' : '<span class="open">No token</span>';
  return `<section class="op" id="${anchor(method, path)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> ${lock}</h3>
<p>${escapeHtml(op.summary)}</p>${parameters(doc, op)}${requestBody(op)}${responses(doc, op)}</section>`;
}

export function renderDocs(doc: OpenApiDocument): string {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const sections = doc.tags.map((tag) => {
    const mine = ops.filter((o) => o.op.tags.includes(tag.name));
    const toc = mine
      .map(
        (o) =>
          `<li><a href="#${anchor(o.method, o.path)}"><span class="method ${o.method}">${o.method.toUpperCase()}</span> ${escapeHtml(o.path)}</a></li>`,
      )
      .join('');
    return {
      toc: `<li><strong>${escapeHtml(tag.name)}</strong><ul>${toc}</ul></li>`,
      body: `<h2 id="tag-${anchor('', tag.name)}">${escapeHtml(tag.name)}</h2>${tag.description ? `<p>${inlineText(tag.description)}</p>` : ''}${mine.map((o) => operation(doc, o.method, o.path, o.op)).join('')}`,
    };
  });
  const guide = GUIDE.map((s) => `<h3>${escapeHtml(s.title)}</h3><p>${inlineText(s.text)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>${DOCS_CSS}</style></head><body>
<nav><p class="title">${escapeHtml(doc.info.title)}</p><p><a href="/api/openapi.json">openapi.json</a></p><ul>${sections.map((s) => s.toc).join('')}</ul></nav>
<main><h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>${guide}${sections.map((s) => s.body).join('')}</main></body></html>`;
}
