import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Group } from 'react-aria-components/Group';
import { IMPORT_FORMATS, type ImportReport } from '../../../contract/admin-import';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminFailurePanel } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { type AdminFailure, adminFailure } from './api/admin-call';
import { fitsImportLimit, type ImportFile, importFormatOf, previewImport, runImport } from './api/admin-import';
import { ImportHistory } from './import-history';
import { ImportReportView } from './import-report';

// Decision 0144: pick a file (a FileTrigger button, decision 0147), "Check file" shows what an import would do
// (the server's dry run), "Import" does it and shows what it did (import-report.tsx).

const text = ADMIN_TEXT.import;
/** The picker offers the import command's formats by the name's ending, as `importFormatOf` reads them. */
const IMPORT_FILE_TYPES = IMPORT_FORMATS.map((format) => `.${format}`);

type Step =
  | { readonly kind: 'choosing' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'checked'; readonly file: ImportFile; readonly report: ImportReport }
  | { readonly kind: 'imported'; readonly report: ImportReport }
  | AdminFailure;

/** The campaign's time zone, for when each import ran. */
export function ImportScreen({ timeZone }: { readonly timeZone: string }) {
  const queryClient = useQueryClient();
  const labelId = useId();
  const fileNameId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choosing' });
  const [busy, setBusy] = useState(false);

  const choose = (files: FileList | null) => {
    setFile(files?.[0] ?? null);
    setStep({ kind: 'choosing' });
  };

  const act = async (work: () => Promise<Step>) => {
    setBusy(true);
    try {
      setStep(await work());
    } catch (error) {
      setStep(adminFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const check = () =>
    act(async () => {
      if (file === null) return { kind: 'choosing' };
      const format = importFormatOf(file.name);
      if (format === null) return { kind: 'refused', message: text.wrongType };
      const chosen = { format, content: await file.text(), name: file.name };
      if (!fitsImportLimit(chosen)) return { kind: 'refused', message: text.tooLarge };
      return { kind: 'checked', file: chosen, report: await previewImport(chosen) };
    });

  const confirm = (chosen: ImportFile) =>
    act(async () => {
      const report = await runImport(chosen);
      // New spend changes what every admin screen shows of the cardholders concerned.
      await queryClient.invalidateQueries();
      return { kind: 'imported', report };
    });

  return (
    <section className="admin-screen admin-import" aria-labelledby="admin-import-title">
      <h1 id="admin-import-title">{text.heading}</h1>
      <div className="admin-panel">
        <p className="admin-import__intro">{text.intro}</p>
        {/* react-aria's FileTrigger: a styled button opens the browser's file picker (keyboard and pointer); the
            group carries the label, the chosen file's name describes the button. */}
        <Group className="admin-import__pick" aria-labelledby={labelId}>
          <span id={labelId} className="field__label">
            {text.file}
          </span>
          <FileTrigger acceptedFileTypes={IMPORT_FILE_TYPES} onSelect={choose}>
            <Button variant="secondary" aria-describedby={fileNameId}>
              {text.choose}
            </Button>
          </FileTrigger>
          <span id={fileNameId} className="admin-import__file-name" data-empty={file === null || undefined}>
            {file?.name ?? text.noFile}
          </span>
          <Button onPress={check} isDisabled={file === null} isPending={busy && step.kind !== 'checked'}>
            {text.check}
          </Button>
        </Group>
      </div>
      {step.kind === 'refused' ? <FeedbackPanel tone="error" title={step.message} /> : null}
      {step.kind === 'sessionEnded' ||
      step.kind === 'roleRefused' ||
      step.kind === 'lookupExpired' ||
      step.kind === 'failed' ? (
        <AdminFailurePanel failure={step} />
      ) : null}
      {step.kind === 'checked' ? (
        <>
          <ImportReportView report={step.report} final={false} />
          {step.report.imported > 0 ? (
            <Button onPress={() => confirm(step.file)} isPending={busy}>
              {text.confirm}
            </Button>
          ) : step.report.fileError === null ? (
            <p>{text.nothingToImport}</p>
          ) : null}
        </>
      ) : null}
      {step.kind === 'imported' ? <ImportReportView report={step.report} final /> : null}
      <ImportHistory timeZone={timeZone} />
    </section>
  );
}
