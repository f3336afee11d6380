CREATE TABLE "checklist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_usuarioId_unique" UNIQUE("usuario_id"),
	CONSTRAINT "checklist_versao_ck" CHECK ("checklist"."versao" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checklist_conteudo" (
	"checklist_id" integer NOT NULL,
	"conteudo_id" integer NOT NULL,
	"estudo_teorico" boolean DEFAULT false NOT NULL,
	"resolucao_questao" boolean DEFAULT false NOT NULL,
	"revisao" boolean DEFAULT false NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	CONSTRAINT "checklist_conteudo_checklist_id_conteudo_id_pk" PRIMARY KEY("checklist_id","conteudo_id")
);
--> statement-breakpoint
ALTER TABLE "checklist" ADD CONSTRAINT "checklist_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_conteudo" ADD CONSTRAINT "checklist_conteudo_checklist_id_checklist_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_conteudo" ADD CONSTRAINT "checklist_conteudo_conteudo_id_conteudo_id_fk" FOREIGN KEY ("conteudo_id") REFERENCES "public"."conteudo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_conteudo_conteudo_idx" ON "checklist_conteudo" USING btree ("conteudo_id");