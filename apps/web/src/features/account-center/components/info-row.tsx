/** A label and its (often masked) value on one line. */
export function InfoRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="card__row">
      <span className="card__muted">{label}</span>
      <span className="account-value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
