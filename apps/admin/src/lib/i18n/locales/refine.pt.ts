/**
 * The `refine` namespace: the keys refine's own components ask for (buttons, notifications, error page, document
 * title) and each resource's menu label under `<name>.<name>` (refine's useMenu convention).
 */
export const refinePt = {
  buttons: {
    create: 'Criar',
    save: 'Salvar',
    logout: 'Sair',
    delete: 'Excluir',
    edit: 'Editar',
    cancel: 'Cancelar',
    confirm: 'Tem certeza?',
    filter: 'Filtrar',
    clear: 'Limpar',
    refresh: 'Atualizar',
    show: 'Ver',
    undo: 'Desfazer',
    import: 'Importar',
    clone: 'Clonar',
    export: 'Exportar CSV',
    notAccessTitle: 'Você não tem permissão para isto',
  },
  notifications: {
    success: 'Feito',
    error: 'Erro (código {{statusCode}})',
    createSuccess: '{{resource}}: criado',
    createError: '{{resource}}: erro ao criar (código {{statusCode}})',
    editSuccess: '{{resource}}: salvo',
    editError: '{{resource}}: erro ao salvar (código {{statusCode}})',
    deleteSuccess: '{{resource}}: excluído',
    deleteError: '{{resource}}: erro ao excluir (código {{statusCode}})',
    importProgress: 'Importando: {{processed}}/{{total}}',
    undoable: 'Você tem {{seconds}} segundos para desfazer',
  },
  pages: {
    error: {
      info: 'Esta página não existe.',
      backHome: 'Voltar ao painel',
      '404': 'Esta página não existe.',
    },
  },
  documentTitle: { default: 'Back office', suffix: ' | Back office' },
  dashboard: { dashboard: 'Painel' },
  players: { players: 'Jogadores' },
  payments: { payments: 'Pagamentos' },
  withdrawals: { withdrawals: 'Saques' },
  deposits: { deposits: 'Depósitos' },
  reconciliation: { reconciliation: 'Conciliação' },
  adjustments: { adjustments: 'Ajustes' },
  audit: { audit: 'Auditoria', titles: { list: 'Auditoria' } },
  team: { team: 'Operadores' },
  operators: {
    operators: 'Contas',
    titles: { list: 'Contas de operador', create: 'Novo operador', edit: 'Operador' },
  },
  'api-keys': { 'api-keys': 'Chaves de API', titles: { list: 'Chaves de API' } },
  roles: { roles: 'Perfis', titles: { list: 'Perfis e permissões' } },
  regulator: { regulator: 'Regulador' },
};
export type RefineTexts = typeof refinePt;
