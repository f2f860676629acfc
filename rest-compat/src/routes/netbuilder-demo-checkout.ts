/**
 * The demo mode's hosted-checkout page (DESIGN.md §6): what Stripe Checkout would show, served by the app
 * itself. Plain HTML with a form (no script, so the strict CSP holds); paying delivers signed webhook events.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f9fc;color:#1a1f36}
  main{max-width:440px;margin:0 auto;padding:32px 20px}
  .badge{display:inline-block;font-size:12px;font-weight:600;color:#8a5a00;background:#fff4d6;border-radius:999px;padding:4px 10px}
  .card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.08);padding:24px;margin-top:16px}
  h1{font-size:20px;margin:12px 0 4px} .price{font-size:32px;font-weight:700;margin:8px 0} .muted{color:#5c6784;font-size:14px}
  ul{padding-left:18px;color:#3c4257;font-size:14px;line-height:1.7}
  button{width:100%;border:0;border-radius:8px;background:#0b5cff;color:#fff;font-size:16px;font-weight:600;padding:14px;cursor:pointer;margin-top:16px}
  button:focus-visible,a:focus-visible{outline:3px solid #7aa7ff;outline-offset:2px}
  a{color:#0b5cff} .back{display:block;text-align:center;margin-top:16px;font-size:14px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderDemoCheckoutPage(input: {
  sessionId: string;
  action: string;
  cancelUrl: string;
  plan: { name: string; price: number; netTerms: string; creditLimit: number; bureaus: string[] };
}): string {
  const { plan } = input;
  return page(
    `Demo checkout · NetBuilder ${plan.name}`,
    `<span class="badge">Demo checkout · no card is charged</span>
<div class="card">
  <div class="muted">NetFund</div>
  <h1>Subscribe to NetBuilder ${escape(plan.name)}</h1>
  <div class="price">${money(plan.price)}<span class="muted"> per month</span></div>
  <ul>
    <li>${escape(plan.netTerms)} tradeline, credit limit ${money(plan.creditLimit)}</li>
    <li>Reported to ${escape(plan.bureaus.join(', '))}</li>
    <li>Cancel any time, no long-term contract</li>
  </ul>
  <form method="post" action="${escape(input.action)}">
    <button type="submit">Pay ${money(plan.price)} and subscribe</button>
  </form>
  <a class="back" href="${escape(input.cancelUrl)}">Cancel and return to NetFund</a>
</div>
<p class="muted">Session ${escape(input.sessionId)}</p>`,
  );
}

/** Net30's Pay now: one invoice payment. */
export function renderDemoPaymentPage(input: { sessionId: string; action: string; cancelUrl: string; invoiceNumber: string; amountCents: number }): string {
  const amount = `$${(input.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return page(
    `Demo checkout · ${input.invoiceNumber}`,
    `<span class="badge">Demo checkout · no card is charged</span>
<div class="card">
  <div class="muted">NetFund</div>
  <h1>Pay Net30 invoice ${escape(input.invoiceNumber)}</h1>
  <div class="price">${amount}</div>
  <form method="post" action="${escape(input.action)}">
    <button type="submit">Pay ${amount}</button>
  </form>
  <a class="back" href="${escape(input.cancelUrl)}">Cancel and return to NetFund</a>
</div>
<p class="muted">Session ${escape(input.sessionId)}</p>`,
  );
}

export function renderDemoCheckoutProblem(message: string): string {
  return page(
    'Checkout unavailable',
    `<div class="card"><h1>Checkout unavailable</h1><p class="muted">${escape(message)}</p>
<a href="/netbuilder">Return to NetBuilder</a></div>`,
  );
}
