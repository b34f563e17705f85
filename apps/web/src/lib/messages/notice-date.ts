const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §2 notice start date: YYYY-MM-DD HH:mm:ss in the device's time zone. */
export function formatNoticeDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
