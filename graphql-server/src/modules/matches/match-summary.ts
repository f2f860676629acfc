/**
 * The summary of an application's latest match results that the admin KPIs read with their range scan of
 * applications (issue 14; columns added by Migration20261130000000_kpi_read_paths):
 * - `match_eligible`: at least one program is eligible;
 * - `near_miss_codes`: the blocking criteria of every latest near-miss, one entry per near-miss and criterion (a code
 *   blocking three programs is there three times), by program then criterion.
 * Matching refreshes it in the transaction that writes the results; nothing else writes these columns, and the ORM
 * entity leaves them out so no flush can overwrite them.
 *
 * `idsParameter` is the placeholder of a JSON array of application ids (`?` for MikroORM, `$1` for pg). Rows already
 * up to date are not written.
 */
export const matchSummaryRefreshSql = (idsParameter: '?' | '$1'): string => `update applications a
   set match_eligible = s.eligible, near_miss_codes = s.codes
  from (select ids.id,
               exists (select 1 from match_result m where m.application_id = ids.id and m.latest and m.outcome = 'eligible') as eligible,
               array(select c.code from match_result m cross join lateral unnest(m.blocking_codes) with ordinality as c(code, n)
                      where m.application_id = ids.id and m.latest and m.outcome = 'near_miss' order by m.program_id, c.n)::text[] as codes
          from (select distinct jsonb_array_elements_text(${idsParameter}::jsonb)::int as id) ids) s
 where a.id = s.id and (a.match_eligible, a.near_miss_codes) is distinct from (s.eligible, s.codes)`;
