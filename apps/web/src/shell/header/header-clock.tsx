// The header's live clock, YYYY/MM/DD (ddd) HH:mm:ss in the site's time zone, ticking every
// second (spec 2). Its own component so the tick re-renders nothing else.
import { useEffect, useState } from 'react';
import { formatClock } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { useSiteFormat } from '../../lib/use-site-format';

export function HeaderClock() {
  const { language } = useLanguage();
  const { timeZone } = useSiteFormat();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="header-clock" dateTime={now.toISOString()}>
      {formatClock(now, language, timeZone)}
    </time>
  );
}
