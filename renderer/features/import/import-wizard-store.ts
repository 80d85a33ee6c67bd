import { create } from 'zustand';
import { currentLanguage, translate } from '../../ui/i18n';
import { CsvWorkerClient } from '../../workers/csv-worker-client';
import { credentialSheetSlice } from './credential-sheet-slice';
import type { ImportWizardState, WizardContext } from './import-wizard-types';
import { activeIdColumn, defaultPhoneCountry, deriveSettingsOf, namingSlice } from './naming-slice';
import { NO_PREDICTION, predictionSlice } from './prediction-slice';
import { noFileRead, readingSlice } from './reading-slice';
import { sendingSlice } from './sending-slice';

export * from './import-wizard-types';

/**
 * The import wizard's state, outside any component so that it survives leaving the screen:
 * one store of five slices (the file and its reading, the dry run's prediction, the credential
 * sheet, the sending, the naming of derived logins), sharing one CSV worker.
 */
export const useImportWizard = create<ImportWizardState>()((set, get) => {
  let onNews: ReturnType<typeof readingSlice>['onNews'] = () => undefined;
  const worker = new CsvWorkerClient({
    onNews: (event) => onNews(event),
    stoppedMessage: (reason) => translate('import.worker.stopped', { reason }),
  });
  const sendSettings = () => {
    const { policy, options, naming, takenNames, keptAccounts } = get();
    worker.send({
      type: 'settings',
      passwordPolicy: policy?.policy ?? null,
      generatePasswords: options.generatePasswords,
      derive: deriveSettingsOf(naming, takenNames, { idColumn: activeIdColumn(), accounts: keptAccounts }),
      phoneCountry: naming.phoneCountry,
      passwords: { style: options.passwordStyle, changeRequired: options.passwordChangeRequired },
    });
  };
  const context: WizardContext = { set, get, worker, sendSettings };
  /** Everything the wizard knows about one file; opening another file or resetting starts from this. */
  const noFile = (): Partial<ImportWizardState> => ({
    ...noFileRead(),
    prediction: NO_PREDICTION,
    sheet: null,
    sentJobId: null,
    uploadFailed: null,
    unconfirmedStart: null,
    takenNames: null,
    keptAccounts: null,
  });
  const reading = readingSlice(context, { sendSettings, noFile });
  onNews = reading.onNews;
  return {
    ...reading.slice,
    ...predictionSlice(context),
    ...credentialSheetSlice(context),
    ...sendingSlice(context),
    ...namingSlice(context, {
      namePattern: '',
      emailPattern: '',
      phoneCountry: defaultPhoneCountry(currentLanguage(), typeof navigator === 'undefined' ? [] : navigator.languages),
    }),
  };
});
