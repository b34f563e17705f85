/** Errors of the back office's catalogue and sportsbook calls (merged into errorList). */
export const gamesErrorList = {
  'game.vendor.not.found': { status: 404, messageKey: 'game_vendor_not_found' },
  'game.import.file.invalid': { status: 400, messageKey: 'game_import_file_invalid' },
  'sportsbook.not.configured': { status: 409, messageKey: 'sportsbook_not_configured' },
  'sportsbook.unavailable': { status: 503, messageKey: 'sportsbook_unavailable' },
  'sportsbook.fixture.not.found': { status: 404, messageKey: 'sportsbook_fixture_not_found' },
  'sportsbook.fixture.closed': { status: 409, messageKey: 'sportsbook_fixture_closed' },
  'sportsbook.game.invalid': { status: 400, messageKey: 'sportsbook_game_invalid' },
} as const;

export const gamesErrorsEn = {
  game_vendor_not_found: 'This vendor is not in the catalogue.',
  game_import_file_invalid: 'The file could not be read as {{format}}: {{detail}}',
  sportsbook_not_configured:
    'This installation does not reach the sportsbook: set GAMES_OPERATOR_TOKEN (and GAMES_OPERATOR_URL) on the server.',
  sportsbook_unavailable: 'The sportsbook cannot be reached right now. Try again in a moment.',
  sportsbook_fixture_not_found: 'This fixture is not in the sportsbook.',
  sportsbook_fixture_closed: 'This fixture already has a result or was voided: it cannot change any more.',
  sportsbook_game_invalid: 'Choose a sports game of the in-house sportsbook.',
};

export const gamesErrorsPt: typeof gamesErrorsEn = {
  game_vendor_not_found: 'Este fornecedor não está no catálogo.',
  game_import_file_invalid: 'Não foi possível ler o arquivo como {{format}}: {{detail}}',
  sportsbook_not_configured:
    'Esta instalação não está ligada à casa de apostas esportivas: defina GAMES_OPERATOR_TOKEN (e GAMES_OPERATOR_URL) no servidor.',
  sportsbook_unavailable: 'Não foi possível falar com a casa de apostas esportivas agora. Tente de novo em instantes.',
  sportsbook_fixture_not_found: 'Esta partida não está na casa de apostas esportivas.',
  sportsbook_fixture_closed: 'Esta partida já tem resultado ou foi anulada: não pode mais mudar.',
  sportsbook_game_invalid: 'Escolha um jogo esportivo da casa de apostas própria.',
};
