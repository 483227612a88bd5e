import { peopleService } from '../../../src/services/people';
import { propertyId, t, usePeopleApp } from './setup';

usePeopleApp();

describe('retention', () => {
  it('anonymises only the enquiries older than the retention period, once', async () => {
    const months = t.config.site.privacy.retentionMonths;
    const now = new Date('2030-06-15T12:00:00.000Z');
    const at = (monthsAgo: number, days: number) => {
      const date = new Date(now.getTime());
      date.setUTCMonth(date.getUTCMonth() - monthsAgo);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString();
    };
    const insert = (email: string, createdAt: string) =>
      t.db
        .insertInto('enquiries')
        .values({
          property_id: propertyId,
          prp_id: 'PRP-OLD',
          project_name: 'Old Lead',
          user_id: 1,
          occupation: 'individual',
          name: 'Old Person',
          mobile: '9000000008',
          email,
          city: 'Baner',
          time: 'Morning',
          remark: 'old remark',
          status: 'new',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const consent = (email: string, givenAt: string, source: 'enquiry' | 'registration') =>
      t.db
        .insertInto('consents')
        .values({
          purpose: 'contact',
          source,
          notice_version: '2026-11-25',
          email,
          mobile: '9000000008',
          given_at: givenAt,
          withdrawn_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const old = await insert('old@example.com', at(months, -1));
    const recent = await insert('recent@example.com', at(months, 1));
    const oldConsent = await consent('old@example.com', at(months, -1), 'enquiry');
    const recentConsent = await consent('recent@example.com', at(months, 1), 'enquiry');
    // A registration's consent goes with the account, which retention does not touch.
    const accountConsent = await consent('member@example.com', at(months, -1), 'registration');
    const people = peopleService(t.app);
    expect(await people.applyRetention(now)).toBe(2);
    const rows = await t.db
      .selectFrom('enquiries')
      .select(['id', 'name', 'email', 'mobile', 'remark'])
      .where('id', 'in', [old.id, recent.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: old.id,
        name: 'Erased',
        email: `erased-${old.id}@invalid`,
        mobile: '0000000000',
        remark: null,
      },
      {
        id: recent.id,
        name: 'Old Person',
        email: 'recent@example.com',
        mobile: '9000000008',
        remark: 'old remark',
      },
    ]);
    const consents = await t.db
      .selectFrom('consents')
      .select(['id', 'email', 'mobile', 'given_at'])
      .where('id', 'in', [oldConsent.id, recentConsent.id, accountConsent.id])
      .orderBy('id')
      .execute();
    expect(consents.map(({ id, email, mobile }) => ({ id, email, mobile }))).toEqual([
      { id: oldConsent.id, email: null, mobile: null },
      { id: recentConsent.id, email: 'recent@example.com', mobile: '9000000008' },
      { id: accountConsent.id, email: 'member@example.com', mobile: '9000000008' },
    ]);
    const erasure = await t.db
      .selectFrom('erasures')
      .select(['reason', 'enquiries', 'consents'])
      .where('reason', '=', 'retention')
      .executeTakeFirstOrThrow();
    expect(erasure).toEqual({ reason: 'retention', enquiries: 1, consents: 1 });
    expect(await people.applyRetention(now)).toBe(0);
  });
});
