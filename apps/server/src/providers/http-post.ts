// One JSON POST to a message provider: bearer token, 5 s timeout, anything but 2xx is an error.
export const PROVIDER_TIMEOUT_MS = 5_000;

export class ProviderError extends Error {}

export async function postJson(
  name: string,
  url: string,
  token: string,
  body: unknown,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(`${name}: request failed: ${(error as Error).message}`);
  }
  // Read (and drop) the body so the connection can be reused.
  await res.text().catch(() => '');
  if (!res.ok) throw new ProviderError(`${name}: the provider answered ${res.status}`);
}
