/** The kinds of document NetFund asks clients for (BACKOFFICE §3 Documents), with the label shown for each. */
export const DOCUMENT_TYPES = {
  bank_statements: 'Bank statements',
  tax_return: 'Tax return',
  photo_id: 'Photo ID',
  voided_check: 'Voided check',
  business_license: 'Business license',
  other: 'Other document',
} as const;

export type DocumentType = keyof typeof DOCUMENT_TYPES;

export const DOCUMENT_TYPE_CODES = Object.keys(DOCUMENT_TYPES) as [DocumentType, ...DocumentType[]];
