import type { UserRow } from 'shared-api/contract';
import type { ApiStub, StubRequest } from 'shared-api/testing';

const BASE = '/api/master_table';

/** A user row as GET get_users answers it (never a password). */
export function makeUser(id: number, overrides: Partial<UserRow> = {}): UserRow {
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.test`,
    mobile: `98000000${String(id).padStart(2, '0')}`,
    username: `user${id}`,
    remark: null,
    isActive: true,
    role: id === 1 ? 'admin' : 'agent',
    created_at: '2026-01-01T00:00:00.000Z',
    whatsapp: null,
    whatsappOptIn: false,
    ...overrides,
  };
}

function readId(request: StubRequest): number {
  return Number(/\/(\d+)$/.exec(request.path)?.[1]);
}

function readInput(request: StubRequest): Record<string, string> {
  return (request.body ?? {}) as Record<string, string>;
}

/** An in-memory stand-in for the user routes, answering with the server's messages. */
export function serveUsers(stub: ApiStub, initial: UserRow[]) {
  const rows = initial.map((row) => ({ ...row }));
  let nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;

  stub.on('GET', `${BASE}/get_users`, () => ({ data: rows.map((row) => ({ ...row })) }));
  stub.on('POST', `${BASE}/add_user`, (request) => {
    const { name, email, mobile, username, remarks } = readInput(request);
    rows.push(makeUser(nextId++, { name, email, mobile, username, remark: remarks || null }));
    return { status: 201, data: { message: 'User added successfully' } };
  });
  stub.on('PUT', /^\/api\/master_table\/update_user\/\d+$/, (request) => {
    const row = rows.find((candidate) => candidate.id === readId(request));
    if (!row) return { status: 404, data: { message: 'User not found' } };
    const { name, email, mobile, username, remarks } = readInput(request);
    Object.assign(row, { name, email, mobile, username, remark: remarks || null });
    return { data: { message: 'User updated successfully' } };
  });
  stub.on('DELETE', /^\/api\/master_table\/delete_user\/\d+$/, (request) => {
    const index = rows.findIndex((candidate) => candidate.id === readId(request));
    if (index < 0) return { status: 404, data: { message: 'User not found' } };
    rows.splice(index, 1);
    return { data: { message: 'User deleted successfully' } };
  });
  stub.on('PUT', /^\/api\/master_table\/toggle_user_status\/\d+$/, (request) => {
    const row = rows.find((candidate) => candidate.id === readId(request));
    if (!row) return { status: 404, data: { message: 'User not found' } };
    row.isActive = !row.isActive;
    return {
      data: { message: row.isActive ? 'User enabled' : 'User disabled', isActive: row.isActive },
    };
  });
  return rows;
}
