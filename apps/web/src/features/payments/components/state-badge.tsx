// A deposit's or withdrawal's state as a coloured word.
import { useTranslation } from 'react-i18next';

const tone: Record<string, 'wait' | 'good' | 'bad' | 'info'> = {
  pending: 'wait',
  approved: 'info',
  paid: 'info',
  disputed: 'wait',
  completed: 'good',
  received: 'good',
  rejected: 'bad',
  failed: 'bad',
  expired: 'bad',
};

export function StateBadge({ kind, state }: { kind: 'deposit' | 'withdrawal'; state: string }) {
  const { t } = useTranslation();
  return (
    <span className={`pay-state pay-state--${tone[state] ?? 'info'}`}>
      {t(`payments.${kind}State.${state}`)}
    </span>
  );
}
