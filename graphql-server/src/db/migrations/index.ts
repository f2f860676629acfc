import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261121230601_initial } from './Migration20261121230601_initial.js';
import { Migration20261121232533_marketing } from './Migration20261121232533_marketing.js';
import { Migration20261121232529_applications } from './Migration20261121232529_applications.js';
import { Migration20261121232814_netbuilder } from './Migration20261121232814_netbuilder.js';
import { Migration20261122130100_device_tokens } from './Migration20261122130100_device_tokens.js';
import { Migration20261122134500_email_outbox } from './Migration20261122134500_email_outbox.js';
import { Migration20261122134530_audit_events } from './Migration20261122134530_audit_events.js';
import { Migration20261122135000_payment_webhook_handled } from './Migration20261122135000_payment_webhook_handled.js';
import { Migration20261122153000_application_workflow } from './Migration20261122153000_application_workflow.js';
import { Migration20261122139000_documents } from './Migration20261122139000_documents.js';
import { Migration20261122180000_dashboard_indexes } from './Migration20261122180000_dashboard_indexes.js';
import { Migration20261122201000_staff_applications } from './Migration20261122201000_staff_applications.js';
import { Migration20261122211500_client_notes } from './Migration20261122211500_client_notes.js';
import { Migration20261122233000_lenders } from './Migration20261122233000_lenders.js';
import { Migration20261122233500_lender_programs } from './Migration20261122233500_lender_programs.js';
import { Migration20261123011000_match_results } from './Migration20261123011000_match_results.js';
import { Migration20261123012000_submissions } from './Migration20261123012000_submissions.js';
import { Migration20261123021500_offers } from './Migration20261123021500_offers.js';
import { Migration20261124044000_fundings } from './Migration20261124044000_fundings.js';
import { Migration20261124050000_submission_nudges } from './Migration20261124050000_submission_nudges.js';
import { Migration20261124051000_offer_contract_sent } from './Migration20261124051000_offer_contract_sent.js';
import { Migration20261124053000_submission_reconsider } from './Migration20261124053000_submission_reconsider.js';
import { Migration20261125000000_offer_open_submission } from './Migration20261125000000_offer_open_submission.js';
import { Migration20261125003000_application_renewal_of } from './Migration20261125003000_application_renewal_of.js';
import { Migration20261125010000_lender_info_requests } from './Migration20261125010000_lender_info_requests.js';
import { Migration20261125020000_lender_detail_indexes } from './Migration20261125020000_lender_detail_indexes.js';
import { Migration20261126000000_net30 } from './Migration20261126000000_net30.js';
import { Migration20261126010000_net30_application_answer } from './Migration20261126010000_net30_application_answer.js';
import { Migration20261126020000_furnishing_corrections } from './Migration20261126020000_furnishing_corrections.js';
import { Migration20261127000000_articles_cms } from './Migration20261127000000_articles_cms.js';
import { Migration20261127100000_account_security } from './Migration20261127100000_account_security.js';
import { Migration20261127200000_platform_settings } from './Migration20261127200000_platform_settings.js';
import { Migration20261128000000_scale_indexes } from './Migration20261128000000_scale_indexes.js';
import { Migration20261129000000_match_result_blocking_codes } from './Migration20261129000000_match_result_blocking_codes.js';
import { Migration20261130000000_kpi_read_paths } from './Migration20261130000000_kpi_read_paths.js';
import { Migration20261129000000_application_search_trgm } from './Migration20261129000000_application_search_trgm.js';
import { Migration20261128000000_match_result_covering_index } from './Migration20261128000000_match_result_covering_index.js';

/**
 * Every migration, in order. Listed explicitly so the compiled server and the tests run the same set.
 * Never edit a migration that has landed: add a new one (`npm run db:migration:create`).
 */
export const migrations: { name: string; class: Constructor<Migration> }[] = [
  { name: 'Migration20261121230601_initial', class: Migration20261121230601_initial },
  { name: 'Migration20261121232529_applications', class: Migration20261121232529_applications },
  { name: 'Migration20261121232533_marketing', class: Migration20261121232533_marketing },
  { name: 'Migration20261121232814_netbuilder', class: Migration20261121232814_netbuilder },
  { name: 'Migration20261122130100_device_tokens', class: Migration20261122130100_device_tokens },
  { name: 'Migration20261122134500_email_outbox', class: Migration20261122134500_email_outbox },
  { name: 'Migration20261122134530_audit_events', class: Migration20261122134530_audit_events },
  { name: 'Migration20261122135000_payment_webhook_handled', class: Migration20261122135000_payment_webhook_handled },
  { name: 'Migration20261122153000_application_workflow', class: Migration20261122153000_application_workflow },
  { name: 'Migration20261122139000_documents', class: Migration20261122139000_documents },
  { name: 'Migration20261122180000_dashboard_indexes', class: Migration20261122180000_dashboard_indexes },
  { name: 'Migration20261122201000_staff_applications', class: Migration20261122201000_staff_applications },
  { name: 'Migration20261122211500_client_notes', class: Migration20261122211500_client_notes },
  { name: 'Migration20261122233000_lenders', class: Migration20261122233000_lenders },
  { name: 'Migration20261122233500_lender_programs', class: Migration20261122233500_lender_programs },
  { name: 'Migration20261123011000_match_results', class: Migration20261123011000_match_results },
  { name: 'Migration20261123012000_submissions', class: Migration20261123012000_submissions },
  { name: 'Migration20261123021500_offers', class: Migration20261123021500_offers },
  { name: 'Migration20261124044000_fundings', class: Migration20261124044000_fundings },
  { name: 'Migration20261124050000_submission_nudges', class: Migration20261124050000_submission_nudges },
  { name: 'Migration20261124051000_offer_contract_sent', class: Migration20261124051000_offer_contract_sent },
  { name: 'Migration20261124053000_submission_reconsider', class: Migration20261124053000_submission_reconsider },
  { name: 'Migration20261125000000_offer_open_submission', class: Migration20261125000000_offer_open_submission },
  { name: 'Migration20261125003000_application_renewal_of', class: Migration20261125003000_application_renewal_of },
  { name: 'Migration20261125010000_lender_info_requests', class: Migration20261125010000_lender_info_requests },
  { name: 'Migration20261125020000_lender_detail_indexes', class: Migration20261125020000_lender_detail_indexes },
  { name: 'Migration20261126000000_net30', class: Migration20261126000000_net30 },
  { name: 'Migration20261126010000_net30_application_answer', class: Migration20261126010000_net30_application_answer },
  { name: 'Migration20261126020000_furnishing_corrections', class: Migration20261126020000_furnishing_corrections },
  { name: 'Migration20261127000000_articles_cms', class: Migration20261127000000_articles_cms },
  { name: 'Migration20261127100000_account_security', class: Migration20261127100000_account_security },
  { name: 'Migration20261127200000_platform_settings', class: Migration20261127200000_platform_settings },
  { name: 'Migration20261128000000_scale_indexes', class: Migration20261128000000_scale_indexes },
  { name: 'Migration20261128000000_match_result_covering_index', class: Migration20261128000000_match_result_covering_index },
  { name: 'Migration20261129000000_application_search_trgm', class: Migration20261129000000_application_search_trgm },
  { name: 'Migration20261129000000_match_result_blocking_codes', class: Migration20261129000000_match_result_blocking_codes },
  { name: 'Migration20261130000000_kpi_read_paths', class: Migration20261130000000_kpi_read_paths },
];
