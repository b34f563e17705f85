/** Text read as one piece (times, order numbers, amounts): a broken order number is hard to compare with another. */
export const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
