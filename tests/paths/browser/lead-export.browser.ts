import { expect, type Download, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { InboxView } from '../../../machines/inbox/inbox-view';
import type { ExportResult } from '../../../machines/lead-export/lead-export.machine';
import { sampleLead } from '../../support/lead-fixtures';
import { payload } from '../../support/machine-spec';
import type { BrowserFlow } from './browser-flow';
import { holdRequests } from './held-requests';
import { urlParams } from './inbox.browser';
import { rowOf } from './lead-row';
import { signInAsLocalAdmin } from './sign-in';

// docs/admin.md "Export CSV": `Export CSV` downloads the current search and filter as leads-YYYY-MM-DD.csv; a failure says why.
const screenText = {
  exportCsv: 'Export CSV',
  failed: (reason: string | null) => `Could not export: ${reason ?? 'the server gave no reason.'}`,
};

/**
 * `Export CSV` on /admin/dashboard. The dashboard opens at the view the path exports (its address); the export's
 * reads are held and answered with as many leads as the path's result counts, or with the path's failure; the file
 * the browser downloads must carry the path's name, with the page's clock on the path's date.
 */
export const leadExportBrowser: BrowserFlow = {
  url: (path) => {
    const start = path.steps.find(({ event }) => event.type === 'export.start');
    const params = start ? new URLSearchParams(urlParams(payload<{ view: InboxView }>(start.event).view)) : '';
    return `/admin/dashboard${params.toString() === '' ? '' : `?${params}`}`;
  },
  async open(page: Page) {
    await signInAsLocalAdmin(page);
    const reads = await holdRequests(page, '**/rest/v1/contact_submissions?*', {
      when: (request) => request.method() === 'GET' && !(request.headers()['prefer'] ?? '').includes('count='),
    });
    let download: Promise<Download> | undefined;
    return {
      async act(event: EventObject) {
        if (event.type === 'export.start') {
          const button = page.getByRole('button', { name: screenText.exportCsv, disabled: false });
          if ((await button.count()) > 0) await button.click();
        } else if (event.type === 'xstate.done.actor.exportLeads') {
          const { output } = payload<{ output: ExportResult }>(event);
          const [, year, month, day] = /(\d{4})-(\d{2})-(\d{2})/.exec(output.fileName) ?? [];
          await page.clock.setSystemTime(new Date(Number(year), Number(month) - 1, Number(day), 12));
          download = page.waitForEvent('download');
          const rows = Array.from({ length: output.rows }, (_, index) =>
            rowOf({ ...sampleLead, id: `00000000-0000-4000-8000-${String(index + 100).padStart(12, '0')}` }),
          );
          await reads.answer(200, rows);
        } else if (event.type === 'xstate.error.actor.exportLeads') {
          const { message } = payload<{ error: Error }>(event).error;
          // Not 503 or 520: supabase-js retries those (on the page's paused clock), as it would a transient failure.
          await reads.answer(500, { code: 'XX000', details: null, hint: null, message });
        } else {
          throw new Error(`the export has no gesture for ${event.type}`);
        }
      },
      async expectScreen(state: AnyMachineSnapshot) {
        const { result, failure } = state.context as {
          result: ExportResult | null;
          failure: { reason: string | null } | null;
        };
        const button = page.getByRole('button', { name: screenText.exportCsv });
        // One export at a time: while it runs there is no button to start another.
        if (state.matches('exporting'))
          await expect(page.getByRole('button', { name: screenText.exportCsv, disabled: false })).toHaveCount(0);
        else await expect(button).toBeEnabled();
        if (failure === null) await expect(page.getByText(/^Could not export: /)).toHaveCount(0);
        else await expect(page.getByText(screenText.failed(failure.reason), { exact: true })).toBeVisible();
        if (result && download) {
          const file = await download;
          download = undefined;
          expect(file.suggestedFilename(), 'the downloaded file').toBe(result.fileName);
          await expect(page.getByText(result.fileName)).toContainText(String(result.rows));
        }
      },
    };
  },
};
