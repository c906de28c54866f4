// One JSON POST to a message provider: bearer token, 5 s timeout, anything but 2xx is an error.
export const PROVIDER_TIMEOUT_MS = 5_000;

export class ProviderError extends Error {}

/** What a provider said about an accepted message. */
export interface ProviderAnswer {
  /** 'queued' when the provider said it only queued the message (or answered 202), else 'sent'. */
  status: 'queued' | 'sent';
  /** The provider's id for the message, when its JSON answer carried one. */
  messageId: string | null;
}

export async function postJson(
  name: string,
  url: string,
  token: string,
  body: unknown,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
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
  // Always read the body so the connection can be reused.
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ProviderError(`${name}: the provider answered ${res.status}`);
  return readAnswer(res.status, text);
}

/** Providers name the id `id`, `messageId` or `message_id`; a body that is not JSON is no id. */
function readAnswer(httpStatus: number, text: string): ProviderAnswer {
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: accepted, with nothing more to say.
  }
  const fields = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const rawId = fields.id ?? fields.messageId ?? fields.message_id;
  const messageId =
    typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId).slice(0, 200) : null;
  const said = typeof fields.status === 'string' ? fields.status.toLowerCase() : null;
  const status = said === 'queued' || (said === null && httpStatus === 202) ? 'queued' : 'sent';
  return { status, messageId };
}
