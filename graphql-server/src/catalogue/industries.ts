/**
 * SPEC §2: the ten industry tiles of the home page, in their order. `naicsPrefixes` are the 2017/2022 NAICS sector
 * (2 digits) or subsector (3 digits) codes a lender's credit box uses to match the industry; a business's own NAICS
 * code belongs to the tile whose prefix it starts with:
 * - Retail: Retail Trade, sectors 44–45 (store and non-store retailers; 455/456/457/458/459 sit under 45).
 * - Restaurants: 722 Food Services and Drinking Places.
 * - Healthcare: 62 Health Care and Social Assistance.
 * - Construction: 23 Construction.
 * - Transportation: 48 Transportation (trucking is 484) and 49 (couriers, warehousing).
 * - Manufacturing: 31–33 Manufacturing.
 * - Commercial Real Estate: 531 Real Estate (lessors, agents, property managers).
 * - eCommerce: NAICS has no e-commerce sector since 2022; 4541 (Electronic Shopping and Mail-Order Houses, 2017)
 *   is the code lenders still use, and a longer prefix wins over Retail's 45 (see `industryForNaics`).
 * - Professional Services: 54 Professional, Scientific, and Technical Services.
 * - Other Businesses: no prefix of its own; every code no other tile claims. It lists 81 (Other Services) so that
 *   each tile has at least one prefix to show.
 */
export const INDUSTRIES = [
  { code: 'retail', label: 'Retail', naicsPrefixes: ['44', '45'] },
  { code: 'restaurants', label: 'Restaurants', naicsPrefixes: ['722'] },
  { code: 'healthcare', label: 'Healthcare', naicsPrefixes: ['62'] },
  { code: 'construction', label: 'Construction', naicsPrefixes: ['23'] },
  { code: 'transportation', label: 'Transportation', naicsPrefixes: ['48', '49'] },
  { code: 'manufacturing', label: 'Manufacturing', naicsPrefixes: ['31', '32', '33'] },
  { code: 'commercial-real-estate', label: 'Commercial Real Estate', naicsPrefixes: ['531'] },
  { code: 'ecommerce', label: 'eCommerce', naicsPrefixes: ['4541'] },
  { code: 'professional-services', label: 'Professional Services', naicsPrefixes: ['54'] },
  { code: 'other', label: 'Other Businesses', naicsPrefixes: ['81'] },
] as const;

export type Industry = (typeof INDUSTRIES)[number];
export type IndustryCode = Industry['code'];

export const INDUSTRY_CODES = INDUSTRIES.map((industry) => industry.code) as [IndustryCode, ...IndustryCode[]];

export function industryByCode(code: IndustryCode): Industry {
  return INDUSTRIES.find((industry) => industry.code === code)!;
}

/** The tile a NAICS code (2–6 digits) belongs to: the longest matching prefix wins; no match is `other`. */
export function industryForNaics(naicsCode: string): IndustryCode {
  let best: { code: IndustryCode; length: number } = { code: 'other', length: 0 };
  for (const industry of INDUSTRIES) {
    for (const prefix of industry.naicsPrefixes) {
      if (naicsCode.startsWith(prefix) && prefix.length > best.length) best = { code: industry.code, length: prefix.length };
    }
  }
  return best.code;
}
