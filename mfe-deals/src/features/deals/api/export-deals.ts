import { http, saveBlob } from '@lp/shared';
import type { ExportQuery } from '../model/filters.ts';

export const EXPORT_FILE_NAME = 'deals.xlsx';

/** The current filters' deals as an xlsx built by the server, saved under the spec's file name. */
export async function downloadDealsExport(query: ExportQuery): Promise<void> {
  const response = await http.get<Blob>('/deals/export', { responseType: 'blob', params: query });
  saveBlob(response.data, EXPORT_FILE_NAME);
}
