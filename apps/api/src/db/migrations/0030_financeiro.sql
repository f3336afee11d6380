CREATE TABLE "estorno" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	"motivo" text NOT NULL,
	"origem" text NOT NULL,
	"chave" text NOT NULL,
	"chave_gateway" text NOT NULL,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone,
	CONSTRAINT "estorno_chaveGateway_unique" UNIQUE("chave_gateway"),
	CONSTRAINT "estorno_pedido_chave_uq" UNIQUE("pedido_id","chave"),
	CONSTRAINT "estorno_valor_ck" CHECK ("estorno"."valor_centavos" > 0),
	CONSTRAINT "estorno_origem_ck" CHECK ("estorno"."origem" in ('EQUIPE', 'ARREPENDIMENTO', 'GATEWAY')),
	CONSTRAINT "estorno_status_ck" CHECK ("estorno"."status" in ('PENDENTE', 'CONCLUIDO', 'RECUSADO'))
);
--> statement-breakpoint
ALTER TABLE "lancamento_financeiro" DROP CONSTRAINT "lancamento_pedido_tipo_uq";--> statement-breakpoint
ALTER TABLE "divergencia_conciliacao" ADD COLUMN "resolvida_por_id" integer;--> statement-breakpoint
ALTER TABLE "divergencia_conciliacao" ADD COLUMN "decisao" text;--> statement-breakpoint
ALTER TABLE "lancamento_financeiro" ADD COLUMN "estorno_id" integer;--> statement-breakpoint
ALTER TABLE "estorno" ADD CONSTRAINT "estorno_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estorno_pendente_idx" ON "estorno" USING btree ("status","criado_em");--> statement-breakpoint
ALTER TABLE "divergencia_conciliacao" ADD CONSTRAINT "divergencia_conciliacao_resolvida_por_id_usuario_id_fk" FOREIGN KEY ("resolvida_por_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_financeiro" ADD CONSTRAINT "lancamento_financeiro_estorno_id_estorno_id_fk" FOREIGN KEY ("estorno_id") REFERENCES "public"."estorno"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lancamento_pedido_tipo_uq" ON "lancamento_financeiro" USING btree ("pedido_id","tipo") WHERE "lancamento_financeiro"."estorno_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lancamento_estorno_uq" ON "lancamento_financeiro" USING btree ("estorno_id");--> statement-breakpoint
CREATE INDEX "lancamento_criado_idx" ON "lancamento_financeiro" USING btree ("criado_em");--> statement-breakpoint
ALTER TABLE "lancamento_financeiro" ADD CONSTRAINT "lancamento_estorno_ck" CHECK ("lancamento_financeiro"."estorno_id" is null or "lancamento_financeiro"."tipo" = 'ESTORNO');