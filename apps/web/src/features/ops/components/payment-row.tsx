// The parts every payment row in the console shares: its head (reference, state, amount) and
// its facts as label/value pairs that wrap into columns.
import type { ReactNode } from 'react';

export function PaymentHead({
  reference,
  stateText,
  isOpen,
  amount,
}: {
  reference: string;
  stateText: string;
  /** Waiting for an operator: the badge stands out. */
  isOpen: boolean;
  amount: string;
}) {
  return (
    <div className="ops-payment-head">
      <h2 className="ops-payment-ref">{reference}</h2>
      <span className={isOpen ? 'ops-badge ops-badge-warn' : 'ops-badge ops-badge-ok'}>
        {stateText}
      </span>
      <span className="ops-payment-amount">{amount}</span>
    </div>
  );
}

/** Label/value pairs; a null value is left out, so a row only lists what it has. */
export function PaymentFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="ops-payment-facts">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
