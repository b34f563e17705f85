import { useCustomMutation } from '@refinedev/core';

type Method = 'post' | 'put' | 'delete';

/** A change through the API (audited by the server); the screen refetches what it shows. */
export function useRewardsCall() {
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async <T>(url: string, method: Method, values: object = {}): Promise<T> => {
    const { data } = await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
    return data as T;
  };
  return { send, pending: mutation.isPending };
}

/** Typed money ("50,5") as the API's "50.50"; what cannot be read is passed on for the server to refuse with its message. */
export function moneyOf(typed: unknown): string {
  const text = String(typed ?? '')
    .trim()
    .replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return text;
  const [units = '0', cents = ''] = text.split('.');
  return `${units.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
}
