import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStaffRole, type Role } from 'shared-api/contract';
import { httpError } from '../lib/http-error';
import { hashToken, nowIso } from '../lib/tokens';
import { deleteSessionById, findSessionWithUser, touchSession } from '../repositories/sessions';

/** The signed-in user of a request. */
export interface AuthUser {
  id: number;
  name: string;
  role: Role;
  username: string;
}

export const SIGN_IN_MESSAGE = 'Please sign in';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this';
/** last_used_at is written at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * What renews a session's idle limit: a person acting, never a background read. A change (any
 * method but GET and HEAD) is one, and so is the page's report of typing, clicking or scrolling
 * (POST /api/auth/activity); a read such as the notification bell's is not (decision 096).
 */
function isActivity(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** sha256 of the bearer token when it opened a valid session (logout deletes it). */
    sessionTokenHash: string | null;
    /** When that session ends whatever its use (its absolute limit), ISO 8601. */
    sessionExpiresAt: string | null;
  }
  interface FastifyInstance {
    /**
     * Staff (admin or agent) only: 401 `{ message }` unless the request carries a valid session of
     * an active user, then 403 for a buyer. Deny by default: every route guarded by it, or by
     * requireAdmin, is out of a buyer's reach (decision 094).
     */
    requireUser: AuthHook;
    /** 401 as requireUser, then 403 unless the user is an admin. */
    requireAdmin: AuthHook;
    /** 401 as requireUser, then 403 unless the user is a buyer: a buyer's own routes. */
    requireBuyer: AuthHook;
    /** 401 unless signed in, whatever the role: who am I, sign out. */
    requireSignedIn: AuthHook;
  }
}

/** The signed-in user of a route guarded by requireUser/requireAdmin (401 if somehow absent). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw httpError(401, SIGN_IN_MESSAGE);
  return request.user;
}

/** Admins manage everything; an agent only what they created. */
export function canManage(user: AuthUser | null, createdBy: number): boolean {
  return user !== null && (user.role === 'admin' || user.id === createdBy);
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const isAnyRole = () => true;
const isAdminRole = (role: Role) => role === 'admin';
const isBuyerRole = (role: Role) => role === 'buyer';

/** A guard: 401 without a signed-in user, 403 when their role is not `allowed`. */
function requireRole(allowed: (role: Role) => boolean): AuthHook {
  return (request) => {
    if (!request.user) return Promise.reject(httpError(401, SIGN_IN_MESSAGE));
    if (!allowed(request.user.role)) return Promise.reject(httpError(403, FORBIDDEN_MESSAGE));
    return Promise.resolve();
  };
}

/**
 * Resolves `request.user` from `Authorization: Bearer <token>` on every request. The user's row is
 * read each time, so a disabled or deleted account loses access at once.
 */
export const authPlugin = fp(
  (fastify, _opts, done) => {
    fastify.decorateRequest('user', null);
    fastify.decorateRequest('sessionTokenHash', null);
    fastify.decorateRequest('sessionExpiresAt', null);

    fastify.addHook('onRequest', async (request) => {
      const token = readBearer(request);
      if (!token) return;
      const tokenHash = hashToken(token);
      const session = await findSessionWithUser(fastify.db, tokenHash);
      if (!session) return;
      const now = Date.now();
      const lastUsed = Date.parse(session.lastUsedAt);
      const expired =
        Date.parse(session.expiresAt) <= now || lastUsed + fastify.config.sessionIdleMs <= now;
      if (expired) {
        await deleteSessionById(fastify.db, session.sessionId);
        return;
      }
      if (session.isActive !== 1) return;
      if (isActivity(request) && now - lastUsed >= TOUCH_INTERVAL_MS) {
        await touchSession(fastify.db, session.sessionId, nowIso(new Date(now)));
      }
      request.user = {
        id: session.userId,
        name: session.name,
        role: session.role,
        username: session.username,
      };
      request.sessionTokenHash = tokenHash;
      request.sessionExpiresAt = session.expiresAt;
    });

    fastify.decorate('requireSignedIn', requireRole(isAnyRole));
    fastify.decorate('requireUser', requireRole(isStaffRole));
    fastify.decorate('requireAdmin', requireRole(isAdminRole));
    fastify.decorate('requireBuyer', requireRole(isBuyerRole));
    done();
  },
  { name: 'auth', fastify: '5.x', dependencies: ['env', 'db'] },
);
