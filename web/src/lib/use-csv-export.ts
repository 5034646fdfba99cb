import { useState } from 'react';
import { downloadText } from './download-file';

/** A CSV file as built for download: its text and the name the browser saves it under. */
export interface CsvFile {
  csv: string;
  fileName: string;
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
      const { csv, fileName } = await build();
      downloadText(fileName, csv, 'text/csv;charset=utf-8');
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, failed, start };
}
