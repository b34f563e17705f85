import { API, pushKeySchema, pushSubscribedSchema, type PushSubscriptionInput } from '@app/contract';
import { apiGet, apiRequest } from '../api/api-client';

/** The server's public VAPID key, which the browser's subscription is bound to. */
export const fetchPushKey = () => apiGet(API.pushKey, { schema: pushKeySchema });

export const postPushSubscription = (subscription: PushSubscriptionInput) =>
  apiRequest(API.pushSubscriptions, { method: 'POST', body: subscription, schema: pushSubscribedSchema });

export const deletePushSubscription = (endpoint: string) =>
  apiRequest(API.pushSubscriptions, { method: 'DELETE', body: { endpoint }, schema: pushSubscribedSchema });
