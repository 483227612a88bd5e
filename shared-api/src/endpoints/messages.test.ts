import { stubApi } from '../testing/api-stub';
import { getEnquiry, getInbox, getMessages, retryMessage, setWhatsappSettings } from './messages';

describe('the outbox’s calls', () => {
  it('reads a page of messages with its filter, and the total from X-Total-Count', async () => {
    const server = stubApi().on('*', /.*/, {
      data: [{ id: 3 }],
      headers: { 'x-total-count': '9' },
    });
    await expect(getMessages({ status: 'failed', limit: 20, offset: 0 })).resolves.toEqual({
      items: [{ id: 3 }],
      total: 9,
    });
    expect(server.last()?.path).toBe('/api/messages');
    expect(server.last()?.params).toEqual({ status: 'failed', limit: 20, offset: 0 });
    server.restore();
  });

  it('retries one message, opens one lead and lists the waiting leads first', async () => {
    const server = stubApi().on('*', /.*/, { data: [] });
    await retryMessage(7);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/messages/7/retry' });
    await getEnquiry(12);
    expect(server.last()?.path).toBe('/api/enquiries/12');
    await getInbox({ limit: 10, offset: 0, sort: 'waiting' });
    expect(server.last()?.params).toEqual({ limit: 10, offset: 0, sort: 'waiting' });
    server.restore();
  });

  it('sends a staff member’s WhatsApp settings to their profile', async () => {
    const server = stubApi().on('*', /.*/, {
      data: { whatsapp: '919800000000', whatsappOptIn: true },
    });
    await setWhatsappSettings({ whatsapp: '919800000000', whatsappOptIn: true });
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/api/profile/whatsapp' });
    server.restore();
  });
});
