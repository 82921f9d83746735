import { describe, expect, it } from 'vitest';
import { apiRelativePath, invoiceFileName } from './downloads.ts';

describe('download helpers', () => {
  it('drop the /api prefix the shared client adds itself', () => {
    expect(apiRelativePath('/api/company/invoices/12/pdf')).toBe('/company/invoices/12/pdf');
    expect(apiRelativePath('/company/invoices/12/pdf')).toBe('/company/invoices/12/pdf');
    expect(apiRelativePath('/apis/x')).toBe('/apis/x');
  });

  it('name the invoice after its number, safe for a file system', () => {
    expect(invoiceFileName({ number: '2026-0007' })).toBe('invoice-2026-0007.pdf');
    expect(invoiceFileName({ number: 'СЧ 12/2026' })).toBe('invoice-СЧ-12-2026.pdf');
  });
});
