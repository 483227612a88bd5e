import { enquirySchema } from './enquiry';
import { toFieldErrors } from './fields';
import { registrationSchema } from './people';
import {
  ENQUIRY_CONSENT_REQUIRED,
  PERSON_LOOKUP_REQUIRED,
  personLookupSchema,
  REGISTRATION_CONSENT_REQUIRED,
} from './privacy';

const enquiry = {
  occupation: 'individual',
  name: 'Ravi Kumar',
  mobile: '9876543210',
  email: 'ravi@example.com',
  cities: 'Pune',
  time: 'Morning',
  p_id: 7,
};
const registration = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  mobile: '9876543210',
  occupation: 'Doctor',
  cities: 2,
  password: 'secret1',
  confirmpass: 'secret1',
};

describe('consent at collection', () => {
  it.each([undefined, false, 'true', 1])('refuses an enquiry whose consent is %p', (consent) => {
    const result = enquirySchema.safeParse({ ...enquiry, consent });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      consent: 'Please agree to be contacted about this enquiry.',
    });
    expect(ENQUIRY_CONSENT_REQUIRED).toBe('Please agree to be contacted about this enquiry.');
  });

  it.each([undefined, false])('refuses a registration whose consent is %p', (consent) => {
    const result = registrationSchema.safeParse({ ...registration, consent });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      consent: 'Please agree to be contacted about your registration',
    });
    expect(REGISTRATION_CONSENT_REQUIRED).toBe(
      'Please agree to be contacted about your registration',
    );
  });

  it('accepts consent: true, with the marketing choice optional but boolean', () => {
    expect(enquirySchema.safeParse({ ...enquiry, consent: true }).success).toBe(true);
    expect(
      registrationSchema.safeParse({ ...registration, consent: true, marketingConsent: true })
        .success,
    ).toBe(true);
    expect(
      enquirySchema.safeParse({ ...enquiry, consent: true, marketingConsent: 'yes' }).success,
    ).toBe(false);
  });
});

describe('personLookupSchema', () => {
  const errorsOf = (value: unknown) => {
    const result = personLookupSchema.safeParse(value);
    return result.success ? {} : toFieldErrors(result.error);
  };

  it('wants exactly one of email or mobile', () => {
    expect(errorsOf({})).toEqual({ email: PERSON_LOOKUP_REQUIRED });
    expect(errorsOf({ email: 'a@b.co', mobile: '9876543210' })).toEqual({
      email: PERSON_LOOKUP_REQUIRED,
    });
    expect(errorsOf({ email: 'a@b.co' })).toEqual({});
    expect(errorsOf({ mobile: '9876543210' })).toEqual({});
  });

  it('checks the shape of each', () => {
    expect(errorsOf({ email: 'nope' })).toEqual({ email: 'Invalid email format' });
    expect(errorsOf({ mobile: '12' })).toEqual({ mobile: 'Mobile number must be 10 digits' });
  });
});
