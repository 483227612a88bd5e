import { build, bearer, type TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';

let t: TestApp;
let cityId: number;
beforeAll(async () => {
  t = await build();
  const city = await t.db
    .insertInto('cities')
    .values({ name: 'Baner', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  cityId = city.id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/master_table/connect', () => {
  let propertyId: number;
  let ownerId: number;
  const enquiry = () => ({
    occupation: 'consultant',
    name: 'Rahul Deshmukh',
    mobile: '9890012345',
    email: 'rahul@example.com',
    cities: 'Baner',
    time: 'Evening',
    remark: 'Call after 5',
    userId: 1,
    p_id: propertyId,
    consent: true,
  });
  beforeAll(async () => {
    const owner = await t.createUser();
    ownerId = owner.id;
    propertyId = (await insertProperty(t.db, owner.id, { project_name: 'Green Acres' })).id;
  });

  it('stores the enquiry for the property’s creator, never the client’s userId, and answers 201', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/connect',
      payload: enquiry(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Thank you for your interest! We will contact you soon.',
    });
    const row = await t.db
      .selectFrom('enquiries')
      .selectAll()
      .where('property_id', '=', propertyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: ownerId,
      project_name: 'Green Acres',
      occupation: 'consultant',
      city: 'Baner',
      time: 'Evening',
      remark: 'Call after 5',
      status: 'new',
    });
    expect(row.prp_id).toMatch(/^PRP-/);
  });

  it('answers 404 "Property not found" for an unknown property', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/connect',
      payload: { ...enquiry(), p_id: 987654 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Property not found' });
  });

  it.each([
    ['occupation', '', 'Please select an occupation.'],
    ['occupation', 'astronaut', 'Please select an occupation.'],
    ['name', '', 'Name is required.'],
    ['name', '  ', 'Name is required.'],
    ['name', 'Al', 'Name must be at least 3 characters long.'],
    ['mobile', '', 'Mobile number is required.'],
    ['mobile', '12345', 'Mobile number must be 10 digits.'],
    ['email', '', 'Email is required.'],
    ['email', 'rahul@', 'Invalid email format.'],
    ['cities', '', 'Please select a city.'],
    ['time', '', 'Please select a suitable time.'],
    ['time', 'Midnight', 'Please select a suitable time.'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/connect',
      payload: { ...enquiry(), [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('accepts a missing remark, and refuses wrong types with 400', async () => {
    const withoutRemark = { ...enquiry(), remark: undefined };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/connect',
      payload: withoutRemark,
    });
    expect(ok.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/connect',
      payload: { ...enquiry(), name: 123, p_id: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/master_table/register_user', () => {
  const registration = (email: string) => ({
    name: 'Sneha Patil',
    email,
    mobile: '9765432109',
    occupation: 'Engineer',
    cities: cityId,
    password: 'Mango-Hill-42',
    confirmpass: 'Mango-Hill-42',
    consent: true,
  });

  it('creates an inactive buyer (username = e-mail) who can sign in only once enabled', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/register_user',
      payload: registration('Sneha@Example.com'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Registration successful. Your account will be activated by the admin.',
    });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'sneha@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: 'sneha@example.com',
      role: 'buyer',
      is_active: 0,
      occupation: 'Engineer',
      city_id: cityId,
    });
    await expect(t.signIn('sneha@example.com', 'Mango-Hill-42')).rejects.toThrow(/401/);
    const admin = await t.signInAdmin();
    await t.app.inject({
      method: 'PUT',
      url: `/api/master_table/toggle_user_status/${row.id}`,
      headers: bearer(admin),
    });
    await expect(t.signIn('sneha@example.com', 'Mango-Hill-42')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('answers 409 with the e-mail field error for a registered e-mail', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/master_table/register_user',
      payload: registration('twice@example.com'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/register_user',
      payload: registration('TWICE@example.com'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Email is already registered',
      errors: { email: 'Email is already registered' },
    });
  });

  it.each([
    ['name', '', 'Full Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'no-at-sign', 'Invalid email format'],
    ['mobile', '', 'Phone Number is required'],
    ['mobile', '123', 'Invalid phone number (10 digits required)'],
    ['occupation', '', 'Occupation is required'],
    ['occupation', 'Pilot', 'Occupation is required'],
    ['cities', '', 'City selection is required'],
    ['password', '', 'Password is required'],
    ['password', 'abc', 'Password must be at least 6 characters long'],
    ['confirmpass', '', 'Confirm Password is required'],
    ['confirmpass', 'different1', 'Passwords do not match'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/register_user',
      payload: { ...registration(`v-${field}@example.com`), [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses an unknown city with 400 on the city field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/master_table/register_user',
      payload: { ...registration('nocity@example.com'), cities: 99999 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'City selection is required',
      errors: { cities: 'City selection is required' },
    });
  });
});
