import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi, TEST_AGENT, type ApiStub } from 'shared-api/testing';
import { renderWithProviders } from '../testing';
import { ExportButton } from './export-button';

let api: ApiStub;
let saved: { name: string; href: string }[];

beforeEach(() => {
  api = stubApi();
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('ExportButton', () => {
  it('downloads the list’s export with its current filters, under the server’s file name', async () => {
    api.on('GET', '/api/enquiries/export.csv', {
      data: new Blob(['\uFEFFEnquiry\r\n']),
      headers: { 'content-disposition': 'attachment; filename="enquiries-2026-11-27.csv"' },
    });
    renderWithProviders(<ExportButton list="enquiries" params={{ status: 'new' }} />, {
      user: TEST_AGENT,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(saved).toEqual([{ name: 'enquiries-2026-11-27.csv', href: 'blob:export' }]);
    expect(api.requests[0]?.params).toEqual({ status: 'new' });
  });

  it('says so when the export fails', async () => {
    api.on('GET', '/api/requirements/export.csv', { status: 403, data: { message: 'Forbidden' } });
    renderWithProviders(<ExportButton list="requirements" params={{}} />, { user: TEST_AGENT });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(saved).toEqual([]);
  });
});
