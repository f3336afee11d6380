CREATE TABLE "relatorio_agregado" (
	"nome" text PRIMARY KEY NOT NULL,
	"ate" date,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relatorio_questao" (
	"questao_id" integer NOT NULL,
	"plataforma_id" integer NOT NULL,
	"respostas" integer NOT NULL,
	"acerto" numeric(5, 2) NOT NULL,
	"discriminacao" numeric(3, 2),
	CONSTRAINT "relatorio_questao_questao_id_plataforma_id_pk" PRIMARY KEY("questao_id","plataforma_id")
);
--> statement-breakpoint
CREATE TABLE "relatorio_resposta_dia" (
	"dia" date NOT NULL,
	"plataforma_id" integer NOT NULL,
	"respostas" integer NOT NULL,
	"corretas" integer NOT NULL,
	CONSTRAINT "relatorio_resposta_dia_dia_plataforma_id_pk" PRIMARY KEY("dia","plataforma_id")
);
--> statement-breakpoint
ALTER TABLE "relatorio_questao" ADD CONSTRAINT "relatorio_questao_questao_id_questao_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatorio_questao_acerto_idx" ON "relatorio_questao" USING btree ("acerto","questao_id");