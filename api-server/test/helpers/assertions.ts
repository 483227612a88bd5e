/** True when any key named like a password, or any scrypt hash, appears anywhere in a body. */
export function containsSecret(body: string): boolean {
  return /"password[^"]*"\s*:/i.test(body) || /scrypt\$/.test(body);
}
