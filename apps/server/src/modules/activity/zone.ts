// The site's time zone the activity facts' hours and days are in: SITE_TIME_ZONE, set once when
// the app is built (app.ts). recordActivity is called deep in money paths that are handed a
// database only (the lottery's settlement), hence a module value rather than a parameter.
let zone = 'Asia/Yangon';

export function setActivityTimeZone(timeZone: string): void {
  zone = timeZone;
}

export function activityTimeZone(): string {
  return zone;
}
