import { HttpResponse } from 'msw/http';

/** The code the server gives an error answer of each status (rest-compat/src/errors.ts, from the domain error's kind). */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * A REST error answer as the server writes it: `{ message, code, errors? }` (docs/integrating.md "Errors"), the code
 * the failure's own (the GraphQL code of the same refusal) or else its status's.
 */
export function restError(
  status: number,
  message: string,
  options: { code?: string; errors?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return HttpResponse.json(
    {
      message,
      code: options.code ?? CODE_OF_STATUS[status] ?? 'INTERNAL_SERVER_ERROR',
      ...(options.errors ? { errors: options.errors } : {}),
    },
    { status, headers: options.headers },
  );
}

/**
 * As the server's strict request bodies (docs/integrating.md): a body field the operation does not take is a 400
 * naming it, before anything is done; undefined when every field is one of `fields`.
 */
export function unknownFieldError(body: unknown, fields: readonly string[]) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const unknown = Object.keys(body).filter((key) => !fields.includes(key));
  if (unknown.length === 0) return undefined;
  const message = `Unknown field: ${unknown.join(', ')}`;
  return restError(400, message, { errors: { _: message } });
}
