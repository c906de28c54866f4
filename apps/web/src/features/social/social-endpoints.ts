// The calls of the missions, messages, invite-friends and chat pages, typed by their contracts
// (types only: no zod rides along).
import type {
  answerConversation,
  chatHistory,
  chatStream,
  closeConversation,
  listConversations,
  opsConversationMessages,
  sendChatMessage,
  startVisitorChat,
  supportStream,
} from '@wps/contracts/social/chat';
import type {
  deleteMessages,
  listMessages,
  listOpsMessages,
  readMessages,
  sendMessage,
} from '@wps/contracts/social/messages';
import type {
  claimMission,
  createMission,
  listOpsMissions,
  missionLeaderboard,
  updateMission,
} from '@wps/contracts/social/missions';
import type { referralSummary } from '@wps/contracts/social/referral';
import { endpoint } from '../../lib/endpoint';

export const leaderboardEndpoint = endpoint<typeof missionLeaderboard>(
  'GET',
  '/wps/relay/MCSFE_getMissionLeaderboard',
);
export const claimMissionEndpoint = endpoint<typeof claimMission>('POST', '/wps/missions/claim');
export const messagesEndpoint = endpoint<typeof listMessages>('GET', '/wps/messages');
export const readMessagesEndpoint = endpoint<typeof readMessages>('POST', '/wps/messages/read');
export const deleteMessagesEndpoint = endpoint<typeof deleteMessages>(
  'POST',
  '/wps/messages/delete',
);
export const referralEndpoint = endpoint<typeof referralSummary>('GET', '/wps/referral');
export const chatHistoryEndpoint = endpoint<typeof chatHistory>('GET', '/wps/chat/messages');
export const sendChatEndpoint = endpoint<typeof sendChatMessage>('POST', '/wps/chat/messages');
export const startVisitorChatEndpoint = endpoint<typeof startVisitorChat>(
  'POST',
  '/wps/chat/visitor',
);
export const chatStreamEndpoint = endpoint<typeof chatStream>('GET', '/wps/chat/stream');

// Operators.
export const opsMissionsEndpoint = endpoint<typeof listOpsMissions>('GET', '/ops/api/missions');
export const createMissionEndpoint = endpoint<typeof createMission>('POST', '/ops/api/missions');
export const updateMissionEndpoint = endpoint<typeof updateMission>('PUT', '/ops/api/missions/:id');
export const opsMessagesEndpoint = endpoint<typeof listOpsMessages>('GET', '/ops/api/messages');
export const sendMessageEndpoint = endpoint<typeof sendMessage>('POST', '/ops/api/messages');
export const conversationsEndpoint = endpoint<typeof listConversations>(
  'GET',
  '/ops/api/support/conversations',
);
export const conversationMessagesEndpoint = endpoint<typeof opsConversationMessages>(
  'GET',
  '/ops/api/support/conversations/:id/messages',
);
export const answerEndpoint = endpoint<typeof answerConversation>(
  'POST',
  '/ops/api/support/conversations/:id/messages',
);
export const closeConversationEndpoint = endpoint<typeof closeConversation>(
  'POST',
  '/ops/api/support/conversations/:id/close',
);
export const supportStreamEndpoint = endpoint<typeof supportStream>(
  'GET',
  '/ops/api/support/stream',
);
