/** A roll or target kept in hundredths (4950) as the page shows it (49,50 / 49.50). */
export const formatHundredths = (value: number, lang: 'pt' | 'en') => (value / 100).toFixed(2).replace('.', lang === 'en' ? '.' : ',');
