CREATE TABLE "pacote_questao_aberta" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"origem" text DEFAULT 'CONCESSAO' NOT NULL,
	"motivo" text NOT NULL,
	"concedido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pacote_questao_aberta_quantidade_ck" CHECK ("pacote_questao_aberta"."quantidade" > 0),
	CONSTRAINT "pacote_questao_aberta_origem_ck" CHECK ("pacote_questao_aberta"."origem" in ('CONCESSAO', 'COMPRA'))
);
--> statement-breakpoint
CREATE TABLE "preferencia_questao_aberta" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"aleatoria" boolean DEFAULT false NOT NULL,
	"semente" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questao_aberta" (
	"id" serial PRIMARY KEY NOT NULL,
	"plataforma_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"titulo" text NOT NULL,
	"observacao" text DEFAULT '' NOT NULL,
	"tema_id" integer NOT NULL,
	"arquivo_chave" text NOT NULL,
	"arquivo_nome" text NOT NULL,
	"arquivo_tipo" text NOT NULL,
	"arquivo_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resposta_questao_aberta" (
	"id" serial PRIMARY KEY NOT NULL,
	"questao_aberta_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"professor_id" integer,
	"situacao" text DEFAULT 'P' NOT NULL,
	"enviada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"arquivo_chave" text NOT NULL,
	"arquivo_nome" text NOT NULL,
	"arquivo_tipo" text NOT NULL,
	"arquivo_bytes" integer NOT NULL,
	"corretor_id" integer,
	"corrigida_em" timestamp with time zone,
	"correcao_chave" text,
	"correcao_nome" text,
	"correcao_tipo" text,
	"correcao_bytes" integer,
	"comentario" text,
	"nota_decimos" integer,
	CONSTRAINT "resposta_questao_aberta_situacao_ck" CHECK ("resposta_questao_aberta"."situacao" in ('P', 'C')),
	CONSTRAINT "resposta_questao_aberta_correcao_ck" CHECK (("resposta_questao_aberta"."situacao" = 'P') = ("resposta_questao_aberta"."corrigida_em" is null and "resposta_questao_aberta"."correcao_chave" is null)),
	CONSTRAINT "resposta_questao_aberta_nota_ck" CHECK ("resposta_questao_aberta"."nota_decimos" is null or "resposta_questao_aberta"."nota_decimos" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "plano" ADD COLUMN "envios_questao_aberta" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pacote_questao_aberta" ADD CONSTRAINT "pacote_questao_aberta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencia_questao_aberta" ADD CONSTRAINT "preferencia_questao_aberta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_aberta" ADD CONSTRAINT "questao_aberta_plataforma_id_plataforma_id_fk" FOREIGN KEY ("plataforma_id") REFERENCES "public"."plataforma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_aberta" ADD CONSTRAINT "questao_aberta_tema_id_tema_questao_aberta_id_fk" FOREIGN KEY ("tema_id") REFERENCES "public"."tema_questao_aberta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_questao_aberta" ADD CONSTRAINT "resposta_questao_aberta_questao_aberta_id_questao_aberta_id_fk" FOREIGN KEY ("questao_aberta_id") REFERENCES "public"."questao_aberta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_questao_aberta" ADD CONSTRAINT "resposta_questao_aberta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_questao_aberta" ADD CONSTRAINT "resposta_questao_aberta_professor_id_usuario_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_questao_aberta" ADD CONSTRAINT "resposta_questao_aberta_corretor_id_usuario_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pacote_questao_aberta_usuario_id_index" ON "pacote_questao_aberta" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "questao_aberta_plataforma_id_numero_index" ON "questao_aberta" USING btree ("plataforma_id","numero");--> statement-breakpoint
CREATE INDEX "resposta_questao_aberta_usuario_id_questao_aberta_id_enviada_em_index" ON "resposta_questao_aberta" USING btree ("usuario_id","questao_aberta_id","enviada_em");--> statement-breakpoint
CREATE INDEX "resposta_questao_aberta_fila_idx" ON "resposta_questao_aberta" USING btree ("enviada_em") WHERE "resposta_questao_aberta"."situacao" = 'P';