// One card of the security centre: a titled section with an optional action beside the title.
import { useId, type ReactNode, type Ref } from 'react';

export function Section({
  id,
  title,
  action,
  children,
  sectionRef,
}: {
  /** An anchor (?mc=securityCenter#kyc); such a section can take focus when it is opened to. */
  id?: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
}) {
  const titleId = useId();
  return (
    <section
      id={id}
      ref={sectionRef}
      tabIndex={id ? -1 : undefined}
      className="mc-card"
      aria-labelledby={titleId}
    >
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
