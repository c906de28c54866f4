// Spec 2: every navigation scrolls to the top, or to the hash anchor when there is one. The
// anchor may belong to content that is still loading, so it is looked for a little while.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { searchWith } from '../lib/member-centre';

const ANCHOR_WAIT_MS = 3_000;
const ANCHOR_POLL_MS = 100;

export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  // Opening, switching or closing the member centre (?mc=) leaves the page under it where it was.
  const pageSearch = searchWith(search, null);

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = Date.now() + ANCHOR_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const find = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (Date.now() < deadline) timer = setTimeout(find, ANCHOR_POLL_MS);
    };
    find();
    return () => clearTimeout(timer);
  }, [pathname, pageSearch, hash]);

  return null;
}
