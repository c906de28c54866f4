CREATE TABLE "affiliate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"username" text,
	"password_hash" text,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"mobile_num" text NOT NULL,
	"contact_app" text NOT NULL,
	"contact_id" text NOT NULL,
	"team_size" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_remark" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_link_id" integer;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_code_idx" ON "affiliate_links" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "affiliate_links_agent_idx" ON "affiliate_links" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "agent_applications_status_idx" ON "agent_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_member" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'pending' and "agent_applications"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_mobile" ON "agent_applications" USING btree ("dial_code","mobile_num") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_username" ON "agent_applications" USING btree (lower("username")) WHERE "agent_applications"."status" = 'pending' and "agent_applications"."username" is not null;--> statement-breakpoint
CREATE INDEX "members_affiliate_link_idx" ON "members" USING btree ("affiliate_link_id");--> statement-breakpoint
INSERT INTO "affiliate_links" ("agent_id", "code") SELECT "id", "affiliate_code" FROM "members" WHERE "affiliate_code" IS NOT NULL;
