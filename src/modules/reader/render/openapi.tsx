/**
 * An OpenAPI block as an operation: method, path, summary, parameters, request and response
 * bodies, read from the processed specification (src/modules/openapi). Schemas are shown as a
 * list of properties one level deep with their types; `$ref`s inside the document are followed.
 */

export interface Param {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description?: string;
}
export interface Field {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}
export interface Operation {
  method: string;
  path: string;
  summary?: string;
  description?: string;
  parameters: Param[];
  body?: { contentType: string; fields: Field[]; type: string };
  responses: { status: string; description?: string; fields: Field[]; type: string }[];
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function deref(doc: Json, value: unknown, depth = 0): Json {
  const v = obj(value);
  const ref = str(v.$ref);
  if (!ref?.startsWith('#/') || depth > 8) return v;
  let target: unknown = doc;
  for (const part of ref.slice(2).split('/')) target = obj(target)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return deref(doc, target, depth + 1);
}

function typeOf(doc: Json, schema: unknown): string {
  const s = deref(doc, schema);
  const ref = str(obj(schema).$ref);
  const named = ref ? ref.split('/').pop() : undefined;
  if (s.type === 'array') return `array of ${typeOf(doc, s.items)}`;
  if (Array.isArray(s.enum)) return `${str(s.type) ?? 'enum'}: ${s.enum.map(String).join(' | ')}`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return named ?? str(s.type) ?? (s.oneOf || s.anyOf ? 'one of several' : 'object');
}

function fieldsOf(doc: Json, schema: unknown): Field[] {
  const s = deref(doc, schema);
  const target = s.type === 'array' ? deref(doc, s.items) : s;
  const required = new Set(Array.isArray(target.required) ? target.required.map(String) : []);
  return Object.entries(obj(target.properties)).map(([name, prop]) => ({
    name,
    type: typeOf(doc, prop),
    required: required.has(name),
    description: str(deref(doc, prop).description),
  }));
}

/** The operation at `path` and `method` of a processed document; null when it has none. */
export function operationOf(document: unknown, path: string, method: string): Operation | null {
  const doc = obj(document);
  const item = deref(doc, obj(doc.paths)[path]);
  const op = deref(doc, item[method.toLowerCase()]);
  if (!Object.keys(op).length) return null;
  const params = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ]
    .map((p) => deref(doc, p))
    .map((p) => ({
      name: str(p.name) ?? '',
      in: str(p.in) ?? '',
      required: p.required === true,
      type: typeOf(doc, p.schema ?? { type: p.type }),
      description: str(p.description),
    }));
  const content = obj(deref(doc, op.requestBody).content);
  const bodyType = Object.keys(content)[0];
  const responses = Object.entries(obj(op.responses)).map(([status, r]) => {
    const res = deref(doc, r);
    const media = obj(res.content);
    const first = Object.values(media)[0];
    const schema = obj(first).schema ?? res.schema;
    return {
      status,
      description: str(res.description),
      fields: schema ? fieldsOf(doc, schema) : [],
      type: schema ? typeOf(doc, schema) : '',
    };
  });
  return {
    method: method.toLowerCase(),
    path,
    summary: str(op.summary),
    description: str(op.description),
    parameters: params,
    ...(bodyType
      ? {
          body: {
            contentType: bodyType,
            fields: fieldsOf(doc, obj(content[bodyType]).schema),
            type: typeOf(doc, obj(content[bodyType]).schema),
          },
        }
      : {}),
    responses,
  };
}

function Fields({ fields, caption }: { fields: Field[]; caption: string }) {
  if (!fields.length) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must be reachable from the keyboard
    <section class="table-wrap" aria-label={caption} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.name}>
              <td>
                <code>{f.name}</code>
                {f.required ? <span class="required"> required</span> : null}
              </td>
              <td>{f.type}</td>
              <td>{f.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function OperationView({ op }: { op: Operation }) {
  return (
    <section class="operation" aria-label={`${op.method.toUpperCase()} ${op.path}`}>
      <p class="operation-head">
        <span class={`method method-${op.method}`}>{op.method.toUpperCase()}</span> <code>{op.path}</code>
      </p>
      {op.summary ? <p class="operation-summary">{op.summary}</p> : null}
      {op.description ? <p>{op.description}</p> : null}
      {op.parameters.length ? (
        <>
          <p class="operation-part">Parameters</p>
          <Fields caption="Parameters" fields={op.parameters.map((p) => ({ ...p, type: `${p.type} (${p.in})` }))} />
        </>
      ) : null}
      {op.body ? (
        <>
          <p class="operation-part">
            Request body <code>{op.body.contentType}</code> {op.body.type}
          </p>
          <Fields caption="Request body" fields={op.body.fields} />
        </>
      ) : null}
      {op.responses.map((r) => (
        <div class="response" key={r.status}>
          <p class="operation-part">
            Response <code>{r.status}</code> {r.description ?? ''} {r.type ? `(${r.type})` : ''}
          </p>
          <Fields caption={`Response ${r.status}`} fields={r.fields} />
        </div>
      ))}
    </section>
  );
}
