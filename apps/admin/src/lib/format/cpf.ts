/**
 * A CPF as screens show it by default: the middle six digits only (`***.456.789-**`), the masking Brazilian sites
 * use under the LGPD, so a screen shared or photographed does not give a whole tax number away. The operator can
 * still match a CPF a player reads out; the search takes the whole number.
 */
export function maskCpf(cpf: string | null | undefined): string {
  if (!cpf) return '';
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return cpf;
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** The whole CPF with its dots and dash. */
export function formatCpf(cpf: string | null | undefined): string {
  if (!cpf) return '';
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return cpf;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
