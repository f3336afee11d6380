CREATE TABLE "item_dificuldade" (
	"questao_id" integer PRIMARY KEY NOT NULL,
	"plataforma_id" integer NOT NULL,
	"dificuldade" double precision NOT NULL,
	"erro_padrao" double precision NOT NULL,
	"respostas" integer NOT NULL,
	"calibrada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_dificuldade" ADD CONSTRAINT "item_dificuldade_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_dificuldade_plataforma_idx" ON "item_dificuldade" USING btree ("plataforma_id","questao_id","dificuldade");