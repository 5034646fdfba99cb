import { useState, type ChangeEvent } from 'react';
import { Badge, Button, Dialog, Field, Input, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportOutcome } from '#shared/api';
import { AppDialog } from '../../../components/app-dialog';
import { FormError } from '../../../components/form-bits';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { importUsers } from '../api/users';
import { importBatches, importRowsFromCsv, type CsvProblem, type ImportRowInput } from '../model/csv-import';
import { ListTable } from '../../../components/list-table';

const OUTCOME_PALETTE: Record<ImportOutcome['outcome'], string> = {
  created: 'green',
  exists: 'gray',
  invalid: 'orange',
  refused: 'orange',
  failed: 'red',
};

/** Import users from a CSV file (e-mail, name, roles): batches of rows, then a report of every row. */
export function ImportUsersDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ImportRowInput[] | null>(null);
  const [problem, setProblem] = useState<CsvProblem | null>(null);
  const [done, setDone] = useState(0);
  const [results, setResults] = useState<ImportOutcome[] | null>(null);
  const { busy, error, setError, run: submit } = useDialogSubmit();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setRows(null);
    setProblem(null);
    setResults(null);
    setError(null);
    if (!file) return;
    const parsed = importRowsFromCsv(await file.text());
    if ('problem' in parsed) setProblem(parsed.problem);
    else setRows(parsed.rows);
  };

  const run = async () => {
    if (!rows) return;
    setDone(0);
    const report: ImportOutcome[] = [];
    // Rows sent before a failure are reported; the rest were not imported.
    await submit(
      async () => {
        for (const batch of importBatches(rows)) {
          report.push(...(await importUsers({ rows: batch })).results);
          setDone(report.length);
        }
      },
      () => {
        setResults(report);
        if (report.some((r) => r.outcome === 'created')) onImported();
      },
    );
  };

  const created = results?.filter((r) => r.outcome === 'created').length ?? 0;
  return (
    <AppDialog open onClose={onClose} title={t('users-import-title')} testId="import-users-dialog" size="lg">
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">{t('users-import-text')}</Text>
          <Field.Root invalid={problem !== null}>
            <Field.Label>{t('users-import-file')}</Field.Label>
            <Input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void choose(e)}
              disabled={busy}
              p="1"
            />
            {problem && <Field.ErrorText>{t(problem)}</Field.ErrorText>}
          </Field.Root>
          {rows && !results && (
            <Text data-testid="import-ready">{t('users-import-ready', { count: rows.length })}</Text>
          )}
          {busy && rows && (
            <Progress.Root
              value={Math.round((done / rows.length) * 100)}
              aria-label={t('users-import-progress')}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          <FormError error={error} />
          {results && (
            <Stack gap="2">
              <Text role="status" fontWeight="medium">
                {t('users-import-summary', { created, count: results.length })}
              </Text>
              <ListTable
                caption={t('users-import-report')}
                testId="import-report"
                maxH="72"
                columns={[
                  { label: t('users-import-line') },
                  { label: t('users-col-email') },
                  { label: t('users-import-outcome') },
                ]}
              >
                <Table.Body>
                  {results.map((r) => (
                    <Table.Row key={r.line} data-testid="import-report-row">
                      <Table.Cell>{r.line}</Table.Cell>
                      <Table.Cell>{r.email}</Table.Cell>
                      <Table.Cell>
                        <Badge size="sm" colorPalette={OUTCOME_PALETTE[r.outcome]}>
                          {t(`users-import-${r.outcome}`)}
                        </Badge>
                        {r.message && (
                          <Text as="span" ms="2" fontSize="sm" color="fg.muted">
                            {r.message}
                          </Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </ListTable>
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('close')}
        </Button>
        <Button onClick={() => void run()} disabled={!rows || results !== null} loading={busy}>
          {t('users-import-start')}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
