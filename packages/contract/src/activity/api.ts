/** Path of the player's own statement (merged into API). */
export const ACTIVITY_API = {
  myActivity: '/wps/member/activity',
} as const;
