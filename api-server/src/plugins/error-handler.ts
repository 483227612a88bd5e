import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isHttpError, type ErrorMap } from '../lib/http-error';

export const NOT_FOUND_MESSAGE = 'Not found';
export const SERVER_ERROR_MESSAGE = 'Something went wrong';

// Fastify and plugin errors whose own wording is not what a user should read.
const FRIENDLY: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many fields' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'The request must be multipart/form-data',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
};

// Constraint violations that slipped past the checks in the handlers (two requests racing).
const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const FOREIGN_KEY_CODES = new Set(['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']);

function fieldKey(instancePath: string): string {
  const key = instancePath.replace(/^\//, '').split('/').join('.');
  return key === '' ? '_' : key;
}

function toErrorMap(validation: { instancePath: string; message?: string }[]): ErrorMap {
  const errors: ErrorMap = {};
  for (const issue of validation) {
    const key = fieldKey(issue.instancePath);
    if (!(key in errors)) errors[key] = issue.message ?? 'Invalid value';
  }
  return errors;
}

function readCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function answerValidation(error: FastifyError, reply: FastifyReply) {
  const validation = error.validation ?? [];
  const context = error.validationContext ?? 'body';
  const wholeInput = validation.every((issue) => fieldKey(issue.instancePath) === '_');
  if (wholeInput) {
    const what = context === 'body' ? 'The request body' : `The ${context}`;
    return reply.code(400).send({ message: `${what} must be a JSON object` });
  }
  const errors = toErrorMap(validation);
  return reply.code(400).send({ message: Object.values(errors)[0] ?? 'Invalid input', errors });
}

/**
 * One JSON error shape for the whole API: `{ message, errors? }` with an honest status. Never a
 * stack trace or SQL text; anything unexpected is logged and answered as a plain 500.
 */
export const errorHandlerPlugin = fp(
  (fastify, _opts, done) => {
    fastify.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (isHttpError(error)) {
        if (error.headers) void reply.headers(error.headers);
        const body = error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message };
        return reply.code(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) return answerValidation(error, reply);
      const code = readCode(error);
      const friendly = code ? FRIENDLY[code] : undefined;
      if (friendly) return reply.code(friendly.status).send({ message: friendly.message });
      if (code && UNIQUE_CODES.has(code)) {
        return reply.code(409).send({ message: 'This record already exists' });
      }
      if (code && FOREIGN_KEY_CODES.has(code)) {
        return reply.code(409).send({ message: 'This record is still in use' });
      }
      const status = error.statusCode ?? 500;
      if (
        !isResponseSerializationError(error) &&
        status >= 400 &&
        status < 500 &&
        code?.startsWith('FST_')
      ) {
        // Fastify's own client errors (bad headers, invalid multipart…) carry safe wording.
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
    });

    fastify.setNotFoundHandler((_request, reply) => {
      return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    });
    done();
  },
  { name: 'error-handler', fastify: '5.x' },
);
