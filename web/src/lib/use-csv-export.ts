import { useState } from 'react';

/** A CSV file as built for download: its text and the name the browser saves it under. */
export interface CsvFile {
  csv: string;
  fileName: string;
}

/** Hands a CSV text to the browser as a file to save. */
export function downloadCsv({ csv, fileName }: CsvFile) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * A list's CSV export (a report, the users' usage): `start` builds the file (fetching what it needs) and
 * downloads it; meanwhile `exporting` (the button's spinner), and `failed` once it could not.
 */
export function useCsvExport(build: () => Promise<CsvFile>) {
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setExporting(true);
    setFailed(false);
    try {
      downloadCsv(await build());
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, failed, start };
}
