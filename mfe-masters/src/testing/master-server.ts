import { masterMessages, type LookupItem, type MasterDescriptor } from 'shared-api/contract';
import type { ApiStub, StubRequest } from 'shared-api/testing';

const BASE = '/api/master_table';

function readName(request: StubRequest, field: string): string {
  const { body } = request;
  if (body instanceof FormData) {
    const value = body.get(field);
    return typeof value === 'string' ? value : '';
  }
  if (typeof body === 'object' && body !== null && field in body) {
    return String((body as Record<string, unknown>)[field]);
  }
  return '';
}

function idPath(path: string): RegExp {
  return new RegExp(`^${BASE}/${path}/(\\d+)$`);
}

function readId(request: StubRequest): number {
  return Number(/\/(\d+)$/.exec(request.path)?.[1]);
}

/**
 * A small in-memory stand-in for one master list's routes, answering as the server does
 * (messages from the contract), so a screen can add, rename and delete and see its list reload.
 */
export function serveMasterList(stub: ApiStub, master: MasterDescriptor, initial: LookupItem[]) {
  const rows = initial.map((row) => ({ ...row }));
  let nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
  const messages = masterMessages(master.label);

  stub.on('GET', `${BASE}/${master.paths.list}`, () => ({ data: rows.map((row) => ({ ...row })) }));
  stub.on('POST', `${BASE}/${master.paths.add}`, (request) => {
    rows.push({ id: nextId++, name: readName(request, master.field) });
    return { status: 201, data: { message: messages.added } };
  });
  stub.on('PUT', idPath(master.paths.update), (request) => {
    const row = rows.find((candidate) => candidate.id === readId(request));
    if (!row) return { status: 404, data: { message: messages.notFound } };
    row.name = readName(request, master.field);
    return { data: { message: messages.updated } };
  });
  stub.on('DELETE', idPath(master.paths.delete), (request) => {
    const index = rows.findIndex((candidate) => candidate.id === readId(request));
    if (index < 0) return { status: 404, data: { message: messages.notFound } };
    rows.splice(index, 1);
    return { data: { message: messages.deleted } };
  });
  return rows;
}

export { BASE as MASTER_API_BASE, idPath };
