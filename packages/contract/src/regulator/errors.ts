/** Errors of the regulator files (merged into errorList). */
export const regulatorErrorList = {
  'regulator.files.not.found': { status: 404, messageKey: 'regulator_files_not_found' },
  'regulator.files.busy': { status: 409, messageKey: 'regulator_files_busy' },
  'regulator.files.not.generated': { status: 409, messageKey: 'regulator_files_not_generated' },
  'regulator.day.not.ended': { status: 409, messageKey: 'regulator_day_not_ended' },
  'regulator.not.required': { status: 409, messageKey: 'regulator_not_required' },
  'regulator.submission.manual': { status: 409, messageKey: 'regulator_submission_manual' },
} as const;

export const regulatorErrorsEn = {
  regulator_files_not_found: 'There are no regulator files for this day.',
  regulator_files_busy: 'The files of this day are being written or sent now. Try again in a moment.',
  regulator_files_not_generated: 'The files of this day have not been written yet.',
  regulator_day_not_ended: 'This day has not ended yet: its files are written after midnight.',
  regulator_not_required: 'The jurisdiction profile of this merchant does not require regulator files.',
  regulator_submission_manual: 'Files are not sent from here: download them and upload them to the regulator.',
};

export const regulatorErrorsPt: typeof regulatorErrorsEn = {
  regulator_files_not_found: 'Não há arquivos regulatórios para este dia.',
  regulator_files_busy: 'Os arquivos deste dia estão sendo gerados ou enviados agora. Tente de novo em instantes.',
  regulator_files_not_generated: 'Os arquivos deste dia ainda não foram gerados.',
  regulator_day_not_ended: 'Este dia ainda não terminou: os arquivos são gerados depois da meia-noite.',
  regulator_not_required: 'O perfil de jurisdição deste operador não exige arquivos regulatórios.',
  regulator_submission_manual: 'Os arquivos não são enviados daqui: baixe-os e envie-os ao regulador.',
};
