import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 13 blog CMS (BACKOFFICE R15–R18, §3.5 Article machine, §3.7 invariant 12). Landed rows survive: an article
 * with a past `published_at` becomes `published`, one with a future `published_at` becomes `scheduled` for that time,
 * the rest `draft`. Cover images move into PostgreSQL (`article_image`); revisions, old-slug redirects and a per-day
 * view counter get their tables. A slug is unique across `articles.slug` and `article_slug_redirect.old_slug`: each
 * table's own unique constraint, plus a trigger on both that takes a per-slug advisory lock and looks in the other.
 */
export class Migration20261127000000_articles_cms extends Migration {
  override name = 'Migration20261127000000_articles_cms';

  override up(): void | Promise<void> {
    this.addSql(`create table "article_image" (
      "id" serial primary key,
      "data" bytea not null,
      "mime" varchar(20) not null check ("mime" in ('image/jpeg', 'image/png', 'image/webp')),
      "size_bytes" int not null check ("size_bytes" > 0 and "size_bytes" <= 2097152),
      "sha256" char(64) not null,
      "width" int not null check ("width" > 0),
      "height" int not null check ("height" > 0),
      "created_by" int null references "users" ("id") on delete set null,
      "created_at" timestamptz not null default now()
    );`);

    this.addSql(`alter table "articles"
      add column "status" varchar(16) not null default 'draft' check ("status" in ('draft', 'scheduled', 'published', 'archived')),
      add column "publish_at" timestamptz null,
      add column "first_published_at" timestamptz null,
      add column "version" int not null default 1,
      add column "tags" text[] not null default '{}',
      add column "author_id" int null references "users" ("id") on delete set null,
      add column "cover_image_id" int null references "article_image" ("id") on delete set null,
      add column "social_image_id" int null references "article_image" ("id") on delete set null,
      add column "meta_title" varchar(300) null,
      add column "meta_description" varchar(500) null,
      add column "canonical_url" varchar(500) null,
      add column "noindex" boolean not null default false,
      add column "updated_by_id" int null references "users" ("id") on delete set null,
      add column "updated_by_name" varchar(64) null;`);
    this.addSql(`update "articles" set
      "status" = case when "published_at" is null then 'draft' when "published_at" <= now() then 'published' else 'scheduled' end,
      "publish_at" = case when "published_at" > now() then "published_at" end,
      "first_published_at" = case when "published_at" <= now() then "published_at" end,
      "published_at" = case when "published_at" <= now() then "published_at" end;`);
    this.addSql(`alter table "articles"
      add constraint "articles_published_has_time" check ("status" <> 'published' or "published_at" is not null),
      add constraint "articles_scheduled_has_time" check ("status" <> 'scheduled' or "publish_at" is not null),
      add constraint "articles_version_positive" check ("version" >= 1);`);
    this.addSql(`create index "articles_status_published_at_index" on "articles" ("status", "published_at" desc, "id" desc);`);
    this.addSql(`create index "articles_due_index" on "articles" ("publish_at") where "status" = 'scheduled';`);
    this.addSql(`create index "articles_tags_index" on "articles" using gin ("tags");`);

    this.addSql(`create table "article_revision" (
      "id" serial primary key,
      "article_id" int not null references "articles" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      "author_id" int null references "users" ("id") on delete set null,
      "author_name" varchar(64) not null,
      "action" varchar(32) not null,
      "title" varchar(200) not null,
      "body" text not null,
      "snapshot" jsonb not null
    );`);
    this.addSql(`create index "article_revision_article_index" on "article_revision" ("article_id", "id" desc);`);

    this.addSql(`create table "article_slug_redirect" (
      "id" serial primary key,
      "old_slug" varchar(160) not null constraint "article_slug_redirect_old_slug_unique" unique,
      "article_id" int not null references "articles" ("id") on delete cascade,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "article_slug_redirect_article_index" on "article_slug_redirect" ("article_id");`);

    this.addSql(`create table "article_view_day" (
      "article_id" int not null references "articles" ("id") on delete cascade,
      "day" date not null,
      "views" int not null default 0 check ("views" >= 0),
      primary key ("article_id", "day")
    );`);

    // Invariant 12 in the database: one slug namespace for current slugs and redirects, safe under concurrency
    // (both sides take the same per-slug transaction lock before looking at the other table).
    this.addSql(`create or replace function "article_slug_claim"() returns trigger language plpgsql as $$
      declare claimed text;
      begin
        if tg_table_name = 'articles' then
          claimed := new."slug";
          if tg_op = 'UPDATE' and new."slug" = old."slug" then return new; end if;
        else
          claimed := new."old_slug";
        end if;
        perform pg_advisory_xact_lock(hashtext('article_slug'), hashtext(claimed));
        if tg_table_name = 'articles' then
          if exists (select 1 from "article_slug_redirect" where "old_slug" = claimed) then
            raise exception 'article slug % is already used by a redirect', claimed using errcode = '23505', constraint = 'article_slug_taken';
          end if;
        else
          if exists (select 1 from "articles" where "slug" = claimed) then
            raise exception 'article slug % is already used by an article', claimed using errcode = '23505', constraint = 'article_slug_taken';
          end if;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "articles_slug_claim" before insert or update of "slug" on "articles" for each row execute function "article_slug_claim"();`);
    this.addSql(`create trigger "article_slug_redirect_claim" before insert or update of "old_slug" on "article_slug_redirect" for each row execute function "article_slug_claim"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "articles_slug_claim" on "articles";`);
    this.addSql(`drop table if exists "article_view_day" cascade;`);
    this.addSql(`drop table if exists "article_slug_redirect" cascade;`);
    this.addSql(`drop function if exists "article_slug_claim"();`);
    this.addSql(`drop table if exists "article_revision" cascade;`);
    this.addSql(`drop index if exists "articles_status_published_at_index";`);
    this.addSql(`drop index if exists "articles_due_index";`);
    this.addSql(`drop index if exists "articles_tags_index";`);
    this.addSql(`update "articles" set "published_at" = coalesce("published_at", "publish_at") where "status" in ('published', 'scheduled');`);
    this.addSql(`update "articles" set "published_at" = null where "status" in ('draft', 'archived');`);
    this.addSql(`alter table "articles"
      drop constraint if exists "articles_published_has_time",
      drop constraint if exists "articles_scheduled_has_time",
      drop constraint if exists "articles_version_positive",
      drop column "status", drop column "publish_at", drop column "first_published_at", drop column "version", drop column "tags",
      drop column "author_id", drop column "cover_image_id", drop column "social_image_id", drop column "meta_title",
      drop column "meta_description", drop column "canonical_url", drop column "noindex", drop column "updated_by_id",
      drop column "updated_by_name";`);
    this.addSql(`drop table if exists "article_image" cascade;`);
  }
}
