CREATE TABLE "agent_downline_remarks" (
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"remark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_downline_remarks_agent_id_member_id_pk" PRIMARY KEY("agent_id","member_id"),
	CONSTRAINT "agent_downline_remarks_len" CHECK (char_length("agent_downline_remarks"."remark") <= 100)
);
--> statement-breakpoint
ALTER TABLE "agent_downline_remarks" ADD CONSTRAINT "agent_downline_remarks_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_downline_remarks" ADD CONSTRAINT "agent_downline_remarks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;