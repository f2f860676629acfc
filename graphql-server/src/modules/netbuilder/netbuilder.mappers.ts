import type { NetbuilderReport } from './netbuilder-report.entity.js';
import type { NetbuilderSubscription } from './netbuilder-subscription.entity.js';
import { planById } from './plans.js';

/** The shapes both edges answer with (GraphQL types and the REST contract use the same fields). */
export function subscriptionView(subscription: NetbuilderSubscription) {
  return {
    id: subscription.id,
    plan: subscription.plan,
    planDetails: planById(subscription.plan),
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

export function reportView(report: NetbuilderReport) {
  return {
    id: report.id,
    reportMonth: report.reportMonth,
    paymentAmount: report.paymentAmountCents / 100,
    paymentStatus: report.paymentStatus,
    bureaus: planById(report.plan).bureaus,
  };
}
