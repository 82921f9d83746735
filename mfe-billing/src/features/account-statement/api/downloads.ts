import { http, saveBlob } from '@lp/shared';
import type { Invoice, StatementExportQuery } from '../model/types.ts';

export const EXPORT_FILE_NAME = 'account_statements.xlsx';

export async function downloadStatementExport(query: StatementExportQuery): Promise<void> {
  const response = await http.get<Blob>('/company/account-statements/export', {
    responseType: 'blob',
    params: query,
  });
  saveBlob(response.data, EXPORT_FILE_NAME);
}

/** The client already prefixes `/api`; the server hands out full `/api/...` paths. */
export function apiRelativePath(url: string): string {
  return url.replace(/^\/api(?=\/)/, '');
}

export function invoiceFileName(invoice: Pick<Invoice, 'number'>): string {
  return `invoice-${invoice.number.replace(/[\\/:*?"<>|\s]+/g, '-')}.pdf`;
}

export async function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  const response = await http.get<Blob>(apiRelativePath(invoice.download_url), { responseType: 'blob' });
  saveBlob(response.data, invoiceFileName(invoice));
}
