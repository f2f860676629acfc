// Generated from graphql-server/src/catalogue by `npm run catalogue` (part of `npm run generate`). Do not edit:
// change the catalogue and regenerate.

export const PRODUCTS = [
  {"code":"investment-property-loan","label":"Investment Property Loan","serviceName":"Investment Property Loans","path":"/services/investment-property-loans"},
  {"code":"revenue-based-financing","label":"Revenue-Based Financing","serviceName":"Revenue-Based Financing","path":"/services/revenue-based-financing"},
  {"code":"business-term-loan","label":"Business Term Loan","serviceName":"Business Term Loans","path":"/services/business-term-loans"},
  {"code":"line-of-credit","label":"Business Line of Credit","serviceName":"Line of Credit","path":"/services/line-of-credit"},
  {"code":"commercial-real-estate","label":"Commercial Real Estate Financing","serviceName":"Commercial Real Estate","path":"/services/commercial-real-estate"},
] as const;
export type Product = (typeof PRODUCTS)[number];
export type ProductCode = Product['code'];
export const PRODUCT_CODES = PRODUCTS.map((entry) => entry.code) as [ProductCode, ...ProductCode[]];

export const INDUSTRIES = [
  {"code":"retail","label":"Retail","naicsPrefixes":["44","45"]},
  {"code":"restaurants","label":"Restaurants","naicsPrefixes":["722"]},
  {"code":"healthcare","label":"Healthcare","naicsPrefixes":["62"]},
  {"code":"construction","label":"Construction","naicsPrefixes":["23"]},
  {"code":"transportation","label":"Transportation","naicsPrefixes":["48","49"]},
  {"code":"manufacturing","label":"Manufacturing","naicsPrefixes":["31","32","33"]},
  {"code":"commercial-real-estate","label":"Commercial Real Estate","naicsPrefixes":["531"]},
  {"code":"ecommerce","label":"eCommerce","naicsPrefixes":["4541"]},
  {"code":"professional-services","label":"Professional Services","naicsPrefixes":["54"]},
  {"code":"other","label":"Other Businesses","naicsPrefixes":["81"]},
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export type IndustryCode = Industry['code'];
export const INDUSTRY_CODES = INDUSTRIES.map((entry) => entry.code) as [IndustryCode, ...IndustryCode[]];

export const US_STATES = [
  {"code":"AL","name":"Alabama"},
  {"code":"AK","name":"Alaska"},
  {"code":"AZ","name":"Arizona"},
  {"code":"AR","name":"Arkansas"},
  {"code":"CA","name":"California"},
  {"code":"CO","name":"Colorado"},
  {"code":"CT","name":"Connecticut"},
  {"code":"DE","name":"Delaware"},
  {"code":"DC","name":"District of Columbia"},
  {"code":"FL","name":"Florida"},
  {"code":"GA","name":"Georgia"},
  {"code":"HI","name":"Hawaii"},
  {"code":"ID","name":"Idaho"},
  {"code":"IL","name":"Illinois"},
  {"code":"IN","name":"Indiana"},
  {"code":"IA","name":"Iowa"},
  {"code":"KS","name":"Kansas"},
  {"code":"KY","name":"Kentucky"},
  {"code":"LA","name":"Louisiana"},
  {"code":"ME","name":"Maine"},
  {"code":"MD","name":"Maryland"},
  {"code":"MA","name":"Massachusetts"},
  {"code":"MI","name":"Michigan"},
  {"code":"MN","name":"Minnesota"},
  {"code":"MS","name":"Mississippi"},
  {"code":"MO","name":"Missouri"},
  {"code":"MT","name":"Montana"},
  {"code":"NE","name":"Nebraska"},
  {"code":"NV","name":"Nevada"},
  {"code":"NH","name":"New Hampshire"},
  {"code":"NJ","name":"New Jersey"},
  {"code":"NM","name":"New Mexico"},
  {"code":"NY","name":"New York"},
  {"code":"NC","name":"North Carolina"},
  {"code":"ND","name":"North Dakota"},
  {"code":"OH","name":"Ohio"},
  {"code":"OK","name":"Oklahoma"},
  {"code":"OR","name":"Oregon"},
  {"code":"PA","name":"Pennsylvania"},
  {"code":"RI","name":"Rhode Island"},
  {"code":"SC","name":"South Carolina"},
  {"code":"SD","name":"South Dakota"},
  {"code":"TN","name":"Tennessee"},
  {"code":"TX","name":"Texas"},
  {"code":"UT","name":"Utah"},
  {"code":"VT","name":"Vermont"},
  {"code":"VA","name":"Virginia"},
  {"code":"WA","name":"Washington"},
  {"code":"WV","name":"West Virginia"},
  {"code":"WI","name":"Wisconsin"},
  {"code":"WY","name":"Wyoming"},
] as const;
export type UsState = (typeof US_STATES)[number];
export type UsStateCode = UsState['code'];
export const US_STATE_CODES = US_STATES.map((entry) => entry.code) as [UsStateCode, ...UsStateCode[]];

export const ENTITY_TYPES = [
  {"code":"sole_proprietorship","label":"Sole proprietorship","plural":"sole proprietorships"},
  {"code":"partnership","label":"Partnership","plural":"partnerships"},
  {"code":"llc","label":"LLC","plural":"LLCs"},
  {"code":"corporation","label":"Corporation","plural":"corporations"},
  {"code":"s_corporation","label":"S corporation","plural":"S corporations"},
  {"code":"nonprofit","label":"Nonprofit","plural":"nonprofits"},
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export type EntityTypeCode = EntityType['code'];
export const ENTITY_TYPE_CODES = ENTITY_TYPES.map((entry) => entry.code) as [EntityTypeCode, ...EntityTypeCode[]];

export const DECLINE_REASONS = [
  {"code":"incomplete_application","label":"Incomplete application","clientText":"we could not complete your application","noteRequired":false},
  {"code":"unverifiable_information","label":"Unverifiable information","clientText":"we could not verify some information","noteRequired":false},
  {"code":"revenue_below_minimums","label":"Revenue below minimums","clientText":"your business's monthly revenue is below our lenders' minimums","noteRequired":false},
  {"code":"time_in_business_below_minimums","label":"Time in business below minimums","clientText":"your business has not been operating long enough for our lenders' minimums","noteRequired":false},
  {"code":"credit_score_below_minimums","label":"Credit score below minimums","clientText":"the credit score is below our lenders' minimums","noteRequired":false},
  {"code":"restricted_industry","label":"Restricted industry","clientText":"our lenders do not fund businesses in your industry at this time","noteRequired":false},
  {"code":"restricted_state","label":"Restricted state","clientText":"our lenders do not fund businesses in your state at this time","noteRequired":false},
  {"code":"too_many_positions","label":"Too many positions","clientText":"your business already has too many financing positions open","noteRequired":false},
  {"code":"no_program_match","label":"No program match","clientText":"your business does not match any of our lenders' programs","noteRequired":false},
  {"code":"duplicate_application","label":"Duplicate application","clientText":"you already have an application with us","noteRequired":false},
  {"code":"other","label":"Other","clientText":null,"noteRequired":true},
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export type DeclineReasonCode = DeclineReason['code'];
export const DECLINE_REASON_CODES = DECLINE_REASONS.map((entry) => entry.code) as [DeclineReasonCode, ...DeclineReasonCode[]];

export const PLANS = [
  {
    "id": "starter",
    "name": "Starter",
    "price": 29,
    "tradelineValue": 2500,
    "netTerms": "Net 15",
    "creditLimit": 2500,
    "bureaus": [
      "Dun & Bradstreet"
    ],
    "features": [
      {
        "text": "Monthly payment reporting",
        "included": true
      },
      {
        "text": "Basic credit monitoring",
        "included": true
      },
      {
        "text": "Email support",
        "included": true
      },
      {
        "text": "Experian reporting",
        "included": false
      },
      {
        "text": "Equifax reporting",
        "included": false
      }
    ],
    "mostPopular": false
  },
  {
    "id": "growth",
    "name": "Growth",
    "price": 59,
    "tradelineValue": 7500,
    "netTerms": "Net 30",
    "creditLimit": 7500,
    "bureaus": [
      "Dun & Bradstreet",
      "Experian"
    ],
    "features": [
      {
        "text": "Monthly payment reporting",
        "included": true
      },
      {
        "text": "Advanced credit monitoring",
        "included": true
      },
      {
        "text": "Priority email support",
        "included": true
      },
      {
        "text": "Experian reporting",
        "included": true
      },
      {
        "text": "Equifax reporting",
        "included": false
      }
    ],
    "mostPopular": true
  },
  {
    "id": "pro",
    "name": "Pro",
    "price": 99,
    "tradelineValue": 15000,
    "netTerms": "Net 45",
    "creditLimit": 15000,
    "bureaus": [
      "Dun & Bradstreet",
      "Experian",
      "Equifax"
    ],
    "features": [
      {
        "text": "Monthly payment reporting",
        "included": true
      },
      {
        "text": "Advanced credit monitoring",
        "included": true
      },
      {
        "text": "Phone and email support",
        "included": true
      },
      {
        "text": "Experian reporting",
        "included": true
      },
      {
        "text": "Equifax reporting",
        "included": true
      }
    ],
    "mostPopular": false
  }
] as const;
export type Plan = (typeof PLANS)[number];
export type PlanId = Plan['id'];
export const PLAN_IDS = PLANS.map((entry) => entry.id) as [PlanId, ...PlanId[]];
