/** Accent- and case-folded text: "Ônça Dourada" and "onca dour" meet. */
export function searchFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
