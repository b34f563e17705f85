/** Paths of the VIP, points mall and red envelope rain calls (merged into API). */
export const REWARDS_API = {
  vipStatus: '/wps/member/vip',
  mallHome: '/wps/mall/home',
  mallRedeem: '/wps/mall/redeem',
  rainStatus: '/wps/rain',
  rainClaim: '/wps/rain/claim',
  operatorVipLevels: '/wps/operator/vip/levels',
  operatorMallRules: '/wps/operator/mall/rules',
  operatorMallItems: '/wps/operator/mall/items',
  operatorRains: '/wps/operator/rains',
  operatorRainSchedules: '/wps/operator/rains/schedules',
  operatorRain: '/wps/operator/rains/:id',
  operatorRainSchedule: '/wps/operator/rains/schedules/:code',
  operatorMallRedemptions: '/wps/operator/mall/redemptions',
  operatorMallRedemptionDelivered: '/wps/operator/mall/redemptions/:id/delivered',
} as const;
