import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document.js';

type Media = { schema?: unknown; example?: unknown; examples?: unknown };
type Operation = { requestBody?: { content: Record<string, Media> }; responses: Record<string, { content?: Record<string, Media> }> };

const EXAMPLE_MEDIA = ['application/json', 'multipart/form-data', 'text/csv'];
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function bodies(): { where: string; pointer: string; media: Media }[] {
  const paths = openApiDocument().paths as Record<string, Record<string, Operation>>;
  const found: { where: string; pointer: string; media: Media }[] = [];
  const escape = (part: string) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (EXAMPLE_MEDIA.includes(type)) found.push({ where: `${method.toUpperCase()} ${path} request ${type}`, pointer: [path, method, 'requestBody', 'content', type].map(escape).join('/'), media });
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (EXAMPLE_MEDIA.includes(type)) found.push({ where: `${method.toUpperCase()} ${path} ${status} ${type}`, pointer: [path, method, 'responses', status, 'content', type].map(escape).join('/'), media });
        }
      }
    }
  }
  return found;
}

describe('the OpenAPI document shows examples', () => {
  it('on every JSON, form and CSV request and answer', () => {
    const missing = bodies().filter(({ media }) => media.example === undefined && media.examples === undefined).map(({ where }) => where);
    expect(missing).toEqual([]);
  });

  it('and every example matches its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...(JSON.parse(JSON.stringify(openApiDocument())) as object), $id: 'doc' });
    const wrong = bodies()
      .filter(({ media }) => media.example !== undefined)
      .flatMap(({ where, pointer, media }) => {
        const validate = ajv.compile({ $ref: `doc#/paths/${pointer}/schema` });
        return validate(media.example) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
      });
    expect(wrong).toEqual([]);
  });
});
