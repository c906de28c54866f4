// Types for social-seed.mjs, so the server test that runs it twice is type-checked.
export function seedSocial(
  call: (method: string, path: string, token: string | null, body?: unknown) => Promise<any>,
  who: { playerToken: string; opsToken: string; username: string },
): Promise<void>;
