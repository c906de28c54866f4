// One card of the security centre: a titled section with an optional action beside the title.
import { useId, type ReactNode } from 'react';

export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="mc-card" aria-labelledby={titleId}>
      <div className="mc-card__head">
        <h4 id={titleId} className="mc-card__title">
          {title}
        </h4>
        {action}
      </div>
      {children}
    </section>
  );
}

/** 'Set' or 'Not set' as a small tag. */
export function SetTag({
  isSet,
  setText,
  unsetText,
}: {
  isSet: boolean;
  setText: string;
  unsetText: string;
}) {
  return (
    <span className={isSet ? 'mc-tag' : 'mc-tag mc-tag--off'}>{isSet ? setText : unsetText}</span>
  );
}
