import { registrationSchema, userUpdateSchema } from './people';
import { toFieldErrors } from './fields';

function errorsOf(result: ReturnType<typeof registrationSchema.safeParse>) {
  return result.success ? {} : toFieldErrors(result.error);
}

describe('registrationSchema', () => {
  it('reports a password mismatch on the first submit, together with the other errors', () => {
    const errors = errorsOf(
      registrationSchema.safeParse({ name: '', password: 'abcdef', confirmpass: 'abcdeg' }),
    );
    expect(errors).toMatchObject({
      name: 'Full Name is required',
      confirmpass: 'Passwords do not match',
    });
  });

  it('reports a mismatch even while the password is still too short', () => {
    const errors = errorsOf(registrationSchema.safeParse({ password: 'abc', confirmpass: 'abd' }));
    expect(errors).toMatchObject({
      password: 'Password must be at least 6 characters long',
      confirmpass: 'Passwords do not match',
    });
  });

  it('asks for the confirmation rather than a match when it is blank', () => {
    const errors = errorsOf(
      registrationSchema.safeParse({ password: 'abcdef', confirmpass: '  ' }),
    );
    expect(errors.confirmpass).toBe('Confirm Password is required');
  });

  it('counts whitespace-only values as empty', () => {
    const errors = errorsOf(registrationSchema.safeParse({ name: '   ', email: ' ', mobile: ' ' }));
    expect(errors).toMatchObject({
      name: 'Full Name is required',
      email: 'Email is required',
      mobile: 'Phone Number is required',
    });
  });

  it('accepts a valid registration and turns the city into an id', () => {
    const result = registrationSchema.safeParse({
      name: 'Asha Patil',
      email: 'asha@example.in',
      mobile: '9876543210',
      occupation: 'Doctor',
      cities: '2',
      password: 'secret1',
      confirmpass: 'secret1',
      consent: true,
    });
    expect(result.success && result.data.cities).toBe(2);
  });
});

describe('userUpdateSchema', () => {
  it('keeps an empty password as "unchanged" but refuses a short one', () => {
    const base = { name: 'A', email: 'a@b.co', mobile: '9876543210', username: 'a' };
    expect(userUpdateSchema.safeParse({ ...base, password: '' }).success).toBe(true);
    const short = userUpdateSchema.safeParse({ ...base, password: 'abc' });
    expect(short.success ? {} : toFieldErrors(short.error)).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });
});
