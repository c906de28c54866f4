// The SMS port: services send through this and never know which provider is behind it.
export interface SmsRecipient {
  /** Country dial code without '+', e.g. "95". */
  dialCode: string;
  /** National number, digits only. */
  mobileNum: string;
}

export interface SmsSender {
  send(to: SmsRecipient, text: string): Promise<void>;
}

/** The number in E.164 form: "+<dial><mobile>", as providers and the outbox want it. */
export function e164(to: SmsRecipient): string {
  return `+${to.dialCode}${to.mobileNum}`;
}
