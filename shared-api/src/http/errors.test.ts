import { AxiosError } from 'axios';
import { httpError } from '../testing/api-stub';
import { getErrorMessage, getErrorStatus, getFieldErrors } from './errors';

const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK);

describe('getErrorMessage', () => {
  it("returns the server's message", () => {
    expect(getErrorMessage(httpError(409, { message: 'Email is already registered' }), 'x')).toBe(
      'Email is already registered',
    );
  });

  it('falls back for network errors, plain errors and bodies without a message', () => {
    expect(getErrorMessage(networkError(), 'Offline')).toBe('Offline');
    expect(getErrorMessage(new Error('boom'), 'An error occurred')).toBe('An error occurred');
    expect(getErrorMessage(httpError(500, '<html>'), 'An error occurred')).toBe(
      'An error occurred',
    );
    expect(getErrorMessage(httpError(400, { message: '  ' }), 'Fallback')).toBe('Fallback');
  });
});

describe('getFieldErrors', () => {
  it("returns the server's per-field messages, ignoring non-text values", () => {
    const error = httpError(400, {
      message: 'Name is required.',
      errors: { name: 'Name is required.', email: 'Invalid email format.', odd: 3 },
    });
    expect(getFieldErrors(error)).toEqual({
      name: 'Name is required.',
      email: 'Invalid email format.',
    });
  });

  it('returns an empty object when there are none', () => {
    expect(getFieldErrors(httpError(404, { message: 'Property not found' }))).toEqual({});
    expect(getFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('getErrorStatus', () => {
  it('returns the HTTP status, or null without a response', () => {
    expect(getErrorStatus(httpError(413, {}))).toBe(413);
    expect(getErrorStatus(networkError())).toBeNull();
  });
});
