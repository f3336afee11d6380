CREATE TABLE "calculadora_curriculo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"instituicao_id" integer NOT NULL,
	"ano" integer NOT NULL,
	"pontuacao_maxima_centesimos" integer DEFAULT 0 NOT NULL,
	"tabela" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preenchimento_calculadora" (
	"usuario_id" integer NOT NULL,
	"calculadora_id" integer NOT NULL,
	"linhas" jsonb NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preenchimento_calculadora_usuario_id_calculadora_id_pk" PRIMARY KEY("usuario_id","calculadora_id")
);
--> statement-breakpoint
ALTER TABLE "calculadora_curriculo" ADD CONSTRAINT "calculadora_curriculo_instituicao_id_instituicao_id_fk" FOREIGN KEY ("instituicao_id") REFERENCES "public"."instituicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preenchimento_calculadora" ADD CONSTRAINT "preenchimento_calculadora_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preenchimento_calculadora" ADD CONSTRAINT "preenchimento_calculadora_calculadora_id_calculadora_curriculo_id_fk" FOREIGN KEY ("calculadora_id") REFERENCES "public"."calculadora_curriculo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculadora_curriculo_instituicao_id_index" ON "calculadora_curriculo" USING btree ("instituicao_id");--> statement-breakpoint
CREATE INDEX "preenchimento_calculadora_calculadora_id_index" ON "preenchimento_calculadora" USING btree ("calculadora_id");