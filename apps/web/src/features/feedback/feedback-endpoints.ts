// The form's one call, typed by its contract (kept equal to it by feedback-modal.test.tsx).
import type { putFeedback } from '@wps/contracts/system/feedback';
import { endpoint } from '../../lib/endpoint';

export const putFeedbackEndpoint = endpoint<typeof putFeedback>('PUT', '/wps/feedback');
