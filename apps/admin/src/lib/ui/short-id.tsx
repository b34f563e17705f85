import { Typography } from 'antd';

/** A long PSP id (txid, end-to-end id) cut to its start, whole in the tooltip and the copy. */
export function ShortId({ id, width = 150 }: { id: string | null | undefined; width?: number }) {
  if (!id) return <>—</>;
  return (
    <Typography.Text copyable={{ text: id }} ellipsis={{ tooltip: id }} style={{ maxWidth: width }}>
      {id}
    </Typography.Text>
  );
}
