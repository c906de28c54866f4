// This browser's own random id (local storage 'deviceId'), sent with each login so the server
// can ask for a code when an account logs in from a device it has not seen (an operator setting),
// and with each promotion claim, for promotions given once per device.
const KEY = 'deviceId';
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function getDeviceId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && VALID.test(stored)) return stored;
    const id = newId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Storage unavailable: an id for this page only (the server then asks for a code each time).
    return newId();
  }
}
