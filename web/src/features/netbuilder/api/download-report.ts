import { notify } from '../../../components/ui/notifications';
import { browser } from '../lib/browser';

/** SPEC §7: the report file, saved as tradeline-report-{id}.pdf; any failure is 'Download Error'. */
export async function downloadReport(reportId: string): Promise<void> {
  try {
    const url = new URL(`/api/netbuilder/reports/${encodeURIComponent(reportId)}/download`, window.location.origin);
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
    browser.saveFile(await response.blob(), `tradeline-report-${reportId}.pdf`);
  } catch {
    notify({ type: 'error', title: 'Download Error', description: 'Failed to download report' });
  }
}
