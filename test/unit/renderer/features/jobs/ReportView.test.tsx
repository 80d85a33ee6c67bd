// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReportView } from '../../../../../renderer/features/jobs/ReportView';
import { changeLanguage } from '../../../../../renderer/ui/i18n';
import type { JobRecord, ReportLine } from '../../../../../shared/models/job';
import { installFakeBridge } from '../../fake-bridge';
import { fakeJob } from '../../fake-job';
import { renderWithMantine } from '../../render';

// Issue 12: a job that keeps its dry run's prediction shows it beside the outcome, filters on
// the lines that ended otherwise, and exports its receipt.

const fake = installFakeBridge();
const LINES: ReportLine[] = [
  { line: 2, sourceLine: 2, status: 'SUCCESS', message: 'stored', values: { name: 'anna' }, predicted: 'SUCCESS' },
  {
    line: 3,
    sourceLine: 3,
    status: 'SUCCESS',
    message: 'overwritten',
    values: { name: 'jdoe' },
    predicted: 'OVERWRITTEN',
  },
  {
    line: 4,
    sourceLine: 5,
    status: 'FAILED',
    message: 'e-mail in use',
    values: { name: 'carl' },
    predicted: 'SUCCESS',
  },
];
const job = fakeJob({
  id: 'done',
  phase: 'finished',
  serverStatus: 'FINISHED',
  predicted: { SUCCESS: 2, SKIPPED: 0, OVERWRITTEN: 1, FAILED: 0 },
});

beforeEach(() => {
  fake.reset();
  fake.handlers['jobs.report'] = (input) => {
    const differing = (input as { differing?: boolean }).differing === true;
    const lines = differing ? LINES.filter((l) => l.line === 4) : LINES;
    return { total: lines.length, lines, countsByStatus: { SUCCESS: 2, FAILED: 1 }, differing: 1 };
  };
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('ReportView with a prediction', () => {
  it('shows the predicted outcome of each line, says how many differ and filters on them', async () => {
    renderWithMantine(<ReportView job={job} onRetryRows={() => undefined} />);
    const table = await screen.findByTestId('report-table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2', '2', 'New', 'Imported'],
      ['3', '3', 'Overwritten', 'Imported'],
      ['4', '5', 'New', 'Failed'],
    ]);
    expect(screen.getByTestId('report-differing').textContent).toBe('1 line ended otherwise than predicted.');
    fireEvent.click(screen.getByLabelText('Not as predicted'));
    await waitFor(() => expect(within(screen.getByTestId('report-table')).getAllByRole('row')).toHaveLength(2));
    expect(fake.callsOf('jobs.report').at(-1)).toEqual({ id: 'done', differing: true, limit: 200, offset: 0 });
  });

  it('exports the receipt as a file core made', async () => {
    fake.handlers['jobs.exportReceipt'] = () => ({
      fileId: '6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f',
      fileName: 'staff.receipt.json',
      mimeType: 'application/json',
      size: 10,
    });
    const clicked: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    };
    try {
      renderWithMantine(<ReportView job={job} onRetryRows={() => undefined} />);
      fireEvent.click(await screen.findByTestId('export-receipt'));
      await waitFor(() => expect(clicked).toEqual(['files/6f1c2b4e-0d3a-4c5b-9e7f-1a2b3c4d5e6f']));
      expect(fake.callsOf('jobs.exportReceipt')).toEqual([{ id: 'done' }]);
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
  });

  it('in German: the predicted outcomes, the difference, the filter and the receipt in German words', async () => {
    await changeLanguage('de');
    renderWithMantine(<ReportView job={job} onRetryRows={() => undefined} />);
    const table = await screen.findByTestId('report-table');
    const predicted = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
    expect(predicted).toEqual(['Neu', 'Überschrieben', 'Neu']);
    expect(screen.getByTestId('report-differing').textContent).toBe('1 Zeile endete anders als vorhergesagt.');
    expect(screen.getByLabelText('Anders als vorhergesagt')).toBeTruthy();
    expect(screen.getByTestId('export-receipt').textContent).toBe('Importbeleg exportieren');
  });
});

describe('ReportView of a report still arriving', () => {
  it('says how much has arrived and asks again once the whole report is saved', async () => {
    fake.handlers['jobs.report'] = () => ({
      total: 1000,
      lines: LINES,
      countsByStatus: { SUCCESS: 400, FAILED: 100 },
      complete: false,
    });
    const arriving = fakeJob({ id: 'big', phase: 'finished', serverStatus: 'FINISHED', reportFetched: false });
    let setJob!: (job: JobRecord) => void;
    function Holder() {
      const [shown, set] = useState(arriving);
      setJob = set;
      return <ReportView job={shown} onRetryRows={() => undefined} />;
    }
    renderWithMantine(<Holder />);
    expect((await screen.findByTestId('report-arriving')).textContent).toBe(
      'The report is still arriving: 500 of 1,000 lines so far, in line order. Counts and filters are complete once it has arrived.',
    );
    fake.handlers['jobs.report'] = () => ({ total: 3, lines: LINES, countsByStatus: { SUCCESS: 2, FAILED: 1 } });
    act(() => setJob({ ...arriving, reportFetched: true }));
    await waitFor(() => expect(screen.queryByTestId('report-arriving')).toBeNull());
    expect(fake.callsOf('jobs.report')).toHaveLength(2);
  });
});

describe("ReportView words the server's messages", () => {
  const SERVER_LINES: ReportLine[] = [
    {
      line: 2,
      sourceLine: 2,
      status: 'SKIPPED',
      message: "User 'anna.alt' already exists and should not be overwritten",
      values: {},
    },
    { line: 3, sourceLine: 3, status: 'SUCCESS', message: "User 'bert' stored with version 1", values: {} },
    { line: 4, sourceLine: 4, status: 'FAILED', message: 'The moon is in the wrong phase', values: {} },
    { line: 5, sourceLine: 5, status: 'PENDING', message: 'Waiting to be imported', values: {} },
  ];
  const plain = fakeJob({ id: 'words', phase: 'running', serverStatus: 'RUNNING' });
  beforeEach(() => {
    fake.handlers['jobs.report'] = () => ({
      total: SERVER_LINES.length,
      lines: SERVER_LINES,
      countsByStatus: { SKIPPED: 1, SUCCESS: 1, FAILED: 1, PENDING: 1 },
    });
  });
  const cells = async (column: number) =>
    within(await screen.findByTestId('report-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[column]!);

  it("in German: worded, the server's words beside; an unknown message marked as the server's", async () => {
    await changeLanguage('de');
    renderWithMantine(<ReportView job={plain} onRetryRows={() => undefined} />);
    const messages = await cells(2);
    expect(messages.map((c) => c.textContent)).toEqual([
      'Benutzer „anna.alt“ existiert bereits und wurde nicht verändert (Überschreiben ist aus).' +
        "Wortlaut des Servers: User 'anna.alt' already exists and should not be overwritten",
      "Benutzer „bert“ gespeichert (Version 1).Wortlaut des Servers: User 'bert' stored with version 1",
      'Text des ServersThe moon is in the wrong phase',
      'Wartet auf den Import.Wortlaut des Servers: Waiting to be imported',
    ]);
    expect(within(messages[2]!).getByTestId('server-text').getAttribute('title')).toBe(
      'Diese Meldung des Servers kennt die App nicht: Sie wird so gezeigt, wie der Server sie geschrieben hat.',
    );
    expect((await cells(1)).map((c) => c.textContent)).toEqual([
      'Übersprungen',
      'Importiert',
      'Fehlgeschlagen',
      'Wartet',
    ]);
    expect(screen.getByTestId('report-count-PENDING').textContent).toContain('Wartet');
  });

  it('numbers a file uploaded line for line in one column, not two saying the same', async () => {
    renderWithMantine(<ReportView job={plain} onRetryRows={() => undefined} />);
    const table = await screen.findByTestId('report-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => [h.textContent, h.getAttribute('title')]);
    expect(headers.slice(0, 2)).toEqual([
      ['Line', 'Line in the file you chose, and in the upload: the server numbers it the same'],
      ['Status', null],
    ]);
    expect((await cells(0)).map((c) => c.textContent)).toEqual(['2', '3', '4', '5']);
  });

  it("in English: worded, the server's words on hover", async () => {
    renderWithMantine(<ReportView job={plain} onRetryRows={() => undefined} />);
    const messages = await cells(2);
    expect(messages[1]!.textContent).toBe('User "bert" saved (version 1).');
    expect(within(messages[1]!).getByTestId('report-message').getAttribute('title')).toBe(
      "The server's words: User 'bert' stored with version 1",
    );
    expect(messages[2]!.textContent).toBe("server's textThe moon is in the wrong phase");
  });
});

describe('ReportView: the lines the comparison left out before the upload', () => {
  const LEFT: ReportLine[] = [
    { line: 0, sourceLine: 2, status: 'NOT_SENT_UNCHANGED', message: '', values: { name: 'anna', surName: 'Alt' } },
    { line: 2, sourceLine: 3, status: 'SUCCESS', message: 'stored', values: { name: 'ben' } },
    { line: 0, sourceLine: 4, status: 'NOT_SENT_SKIPPED', message: '', values: { name: 'carl' } },
    { line: 0, sourceLine: 5, status: 'NOT_SENT_STOPPED', message: '', values: { name: 'kim' } },
  ];
  const plain = fakeJob({ id: 'year2', phase: 'finished', serverStatus: 'FINISHED' });
  const counts = { SUCCESS: 1, NOT_SENT_UNCHANGED: 1, NOT_SENT_SKIPPED: 1, NOT_SENT_STOPPED: 1 };

  beforeEach(() => {
    fake.handlers['jobs.report'] = () => ({ total: LEFT.length, lines: LEFT, countsByStatus: counts });
  });

  const cells = async () =>
    within(await screen.findByTestId('report-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c) => c.textContent),
      );

  it('lists each among the sent lines with its login, a short "Not sent" and why as its message', async () => {
    renderWithMantine(<ReportView job={plain} onRetryRows={() => undefined} />);
    expect(await cells()).toEqual([
      ['–', '2', 'Not sent', 'Unchanged: the server already has these values.', 'anna'],
      ['2', '3', 'Imported', "server's textstored", 'ben'],
      [
        '–',
        '4',
        'Not sent',
        'The server would skip it: the user exists and existing users are not overwritten.',
        'carl',
      ],
      ['–', '5', 'Not sent', 'Its key conflicts: another login holds it, or two lines have it.', 'kim'],
    ]);
    // Lines that differ from the upload's: the file's line in a column of its own.
    expect(
      within(await screen.findByTestId('report-table'))
        .getAllByRole('columnheader')
        .slice(0, 2)
        .map((h) => h.textContent),
    ).toEqual(['Line', 'In your file']);
    // The table is as wide as its content: a stretched one gave its spare width to the status column.
    expect((await screen.findByTestId('report-table')).style.width).toBe('max-content');
    expect(screen.getByTestId('report-count-NOT_SENT_UNCHANGED').textContent).toBe('Not sent: unchanged1');
    fireEvent.click(screen.getByLabelText('Not sent: its key conflicts'));
    await waitFor(() =>
      expect(fake.callsOf('jobs.report').at(-1)).toEqual({
        id: 'year2',
        status: 'NOT_SENT_STOPPED',
        limit: 200,
        offset: 0,
      }),
    );
  });

  it('offers many statuses as a list, so that the filters keep to the screen', async () => {
    fake.handlers['jobs.report'] = () => ({
      total: LEFT.length,
      lines: LEFT,
      countsByStatus: { ...counts, SKIPPED: 1, FAILED: 1 },
    });
    renderWithMantine(<ReportView job={plain} onRetryRows={() => undefined} />);
    await screen.findByTestId('report-table');
    expect(screen.getByTestId('report-filter')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('in German', async () => {
    await changeLanguage('de');
    renderWithMantine(<ReportView job={plain} onRetryRows={() => undefined} />);
    expect((await cells()).map((row) => [row[2], row[3]])).toEqual([
      ['Nicht gesendet', 'Unverändert: Der Server hat diese Werte bereits.'],
      ['Importiert', expect.any(String)],
      [
        'Nicht gesendet',
        'Der Server würde sie überspringen: Der Benutzer existiert, und vorhandene Benutzer werden nicht überschrieben.',
      ],
      ['Nicht gesendet', 'Konflikt bei der Schul-ID: Ein anderer Anmeldename hat sie, oder zwei Zeilen haben sie.'],
    ]);
    // The filter list and the counts keep the whole status word.
    expect(screen.getByTestId('report-count-NOT_SENT_SKIPPED').textContent).toBe(
      'Nicht gesendet: Der Server würde sie überspringen1',
    );
  });

  it("a kept line: why, and the columns that changed, in the Changes view's words", async () => {
    fake.handlers['jobs.report'] = () => ({
      total: 1,
      lines: [
        {
          line: 0,
          sourceLine: 9,
          status: 'NOT_SENT_KEPT',
          message: 'position',
          values: { name: 'zoe', position: '6a', custom1: '1002' },
        },
      ],
      countsByStatus: { NOT_SENT_KEPT: 1 },
    });
    renderWithMantine(<ReportView job={plain} onRetryRows={() => undefined} />);
    const [row] = await cells();
    expect(row!.slice(2, 4)).toEqual(['Not sent', 'Only columns not chosen for update changed.Changed: Position']);
    // The file's own columns of a line not sent, as of a sent one.
    const all = within(await screen.findByTestId('report-table'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(all.slice(4)).toEqual(['zoe', '6a', '1002']);
  });
});
